import { matchPath } from "react-router";
import { adminPageTitle } from "@/features/admin/admin-paths";
import { paths, type AppPath } from "./paths";

export const PORTAL_NAME = "Portal de Transportistas";

/**
 * The browser tab's name for each route, "<Página> · Portal de Transportistas". A Record over every
 * path, so a new route does not compile without its title.
 */
const PAGE_TITLES: Record<AppPath, string> = {
  root: "Iniciar sesión",
  signin: "Iniciar sesión",
  signup: "Crear una cuenta",
  forgotPassword: "Restablecer contraseña",
  resetPassword: "Nueva contraseña",
  completarPerfil: "Completar perfil",
  userdata: "Datos de usuario",
  manual: "Manual de usuario",
  verificar: "Verificación de vehículo",
  escanear: "Verificar con la cámara",
  bajaRecordatorios: "Dejar de recibir recordatorios",
  constancia: "Verificación de constancia",
  invitacion: "Invitación",
  home: "Inicio",
  licencia: "Licencias",
  tarjetaOperacion: "Tarjetas de Operación",
  vehiculo: "Vehículos",
  vehiculoPreview: "Información del Vehículo",
  validacionPiloto: "Detalle del Vehículo",
  mandatario: "Mandatarios",
  abogado: "Abogados",
  piloto: "Pilotos",
  pilotoPreview: "Detalle del Piloto",
  contactosEmergencia: "Contactos de Emergencia",
  documento: "Subir Documentos",
  persona: "Datos de la persona",
  blank: "Representantes",
  historial: "Historial de cambios",
  buzon: "Buzón de notificaciones",
  buzonNotificacion: "Notificación",
  miembros: "Miembros",
  notFound: "Página no encontrada",
};

const routes = Object.entries(paths) as [AppPath, (typeof paths)[AppPath]][];

/** The document title for a pathname; the catch-all route ("*") comes last in `paths`. */
export function pageTitle(pathname: string): string {
  const consoleTitle = adminPageTitle(pathname);
  if (consoleTitle) return `${consoleTitle} · ${PORTAL_NAME}`;
  const key = routes.find(([, route]) => matchPath({ path: route.path, end: true }, pathname))?.[0] ?? "notFound";
  return `${PAGE_TITLES[key]} · ${PORTAL_NAME}`;
}
