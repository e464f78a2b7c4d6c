import { matchPath } from "react-router";

/**
 * Every route of the authority's console, once, with the name of its browser tab. Each console page
 * adds its entry here (and its route in admin-routes.tsx).
 */
export const adminPaths = {
  signin: { path: "/admin", getHref: () => "/admin", title: "Consola: iniciar sesión" },
  /** Opened from the mailed one-time link. */
  activar: { path: "/admin/activar", getHref: (token?: string) => (token ? `/admin/activar?token=${encodeURIComponent(token)}` : "/admin/activar"), title: "Consola: elegir contraseña" },
  inicio: { path: "/admin/inicio", getHref: () => "/admin/inicio", title: "Consola" },
  funcionarios: { path: "/admin/funcionarios", getHref: () => "/admin/funcionarios", title: "Funcionarios" },
  buscar: { path: "/admin/buscar", getHref: (q?: string) => (q ? `/admin/buscar?q=${encodeURIComponent(q)}` : "/admin/buscar"), title: "Buscar transportistas" },
  transportista: { path: "/admin/transportistas/:usuarioId", getHref: (usuarioId: number) => `/admin/transportistas/${usuarioId}`, title: "Expediente del transportista" },
  tablero: { path: "/admin/tablero", getHref: () => "/admin/tablero", title: "Tablero" },
  conflictos: { path: "/admin/conflictos", getHref: () => "/admin/conflictos", title: "Conflictos de placa" },
  aseguradoras: { path: "/admin/aseguradoras", getHref: () => "/admin/aseguradoras", title: "Aseguradoras" },
  revision: { path: "/admin/revision", getHref: () => "/admin/revision", title: "Revisión" },
  notificaciones: { path: "/admin/notificaciones", getHref: () => "/admin/notificaciones", title: "Notificaciones" },
  revisionDetalle: { path: "/admin/revision/:tipo/:id", getHref: (tipo: string, id: number) => `/admin/revision/${tipo}/${id}`, title: "Registro en revisión" },
} as const;

/** The tab's name of a console route, or undefined for any other path. */
export function adminPageTitle(pathname: string): string | undefined {
  return Object.values(adminPaths).find((route) => matchPath({ path: route.path, end: true }, pathname))?.title;
}
