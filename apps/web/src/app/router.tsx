import type { ComponentType } from "react";
import { Navigate, Outlet, type RouteObject } from "react-router";
import { adminRoutes } from "@/features/admin/admin-routes";
import { LoadingBlock } from "@/components/ui/spinner";
import { paths } from "./paths";
import { RequireSession, RequireToken } from "./require-session";
import { Root } from "./routes/root";
import NotFoundPage from "./routes/not-found";

/** A page loaded on demand: its module default-exports the page component. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * Every route of the app; main.tsx makes the browser's router of them, the build's prerendering a memory
 * router (prerender.tsx). The sign-in page and the manual fetch nothing through TanStack Query, so they sit
 * outside the layout that provides it and their first load does not download it (decision 190).
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <NotFoundPage />,
    hydrateFallbackElement: <LoadingBlock />,
    children: [
      { path: paths.root.path, element: <Navigate to={paths.signin.getHref()} replace /> },
      { path: paths.signin.path, ...page(() => import("@/features/auth/pages/signin-page")) },
      { path: paths.manual.path, ...page(() => import("@/features/manual/pages/manual-page")) },
      {
        lazy: async () => ({ Component: (await import("./routes/with-queries")).WithQueries }),
        children: queryRoutes(),
      },
    ],
  },
];

/** The routes whose pages read or send through TanStack Query: everything but the sign-in page and the manual. */
function queryRoutes(): RouteObject[] {
  return [
    // Public
    { path: paths.signup.path, ...page(() => import("@/features/auth/pages/signup-page")) },
    { path: paths.forgotPassword.path, ...page(() => import("@/features/auth/pages/forgot-password-page")) },
    { path: paths.resetPassword.path, ...page(() => import("@/features/auth/pages/reset-password-page")) },
    { path: paths.userdata.path, ...page(() => import("@/features/persona/pages/userdata-page")) },
    { path: paths.verificar.path, ...page(() => import("@/features/verificacion/pages/verificar-page")) },
    { path: paths.escanear.path, ...page(() => import("@/features/verificacion/pages/escanear-page")) },
    { path: paths.bajaRecordatorios.path, ...page(() => import("@/features/recordatorios/pages/baja-recordatorios-page")) },
    { path: paths.constancia.path, ...page(() => import("@/features/constancia/pages/constancia-page")) },
    { path: paths.invitacion.path, ...page(() => import("@/features/miembros/pages/invitacion-page")) },
    {
      element: <RequireToken><Outlet /></RequireToken>,
      children: [{ path: paths.completarPerfil.path, ...page(() => import("@/features/persona/pages/completar-perfil-page")) }],
    },

    // Protected: one line per screen. The layout (menus, account menu with its password form) loads with
    // the first protected screen, so the sign-in page does not download it.
    {
      element: <RequireSession><Outlet /></RequireSession>,
      children: [
        {
          lazy: async () => ({ Component: (await import("./layout/app-layout")).AppLayout }),
          children: [
            { path: paths.home.path, ...page(() => import("@/features/home/pages/home-page")) },
            { path: paths.licencia.path, ...page(() => import("@/features/licencia/pages/licencia-page")) },
            { path: paths.tarjetaOperacion.path, ...page(() => import("@/features/tarjeta-operacion/pages/tarjeta-operacion-page")) },
            { path: paths.vehiculo.path, ...page(() => import("@/features/vehiculo/pages/vehiculo-page")) },
            { path: paths.vehiculoPreview.path, ...page(() => import("@/features/vehiculo/pages/vehiculo-preview-page")) },
            { path: paths.validacionPiloto.path, ...page(() => import("@/features/validacion/pages/validacion-piloto-page")) },
            { path: paths.mandatario.path, ...page(() => import("@/features/mandatario/pages/mandatario-page")) },
            { path: paths.abogado.path, ...page(() => import("@/features/abogado/pages/abogado-page")) },
            { path: paths.piloto.path, ...page(() => import("@/features/piloto/pages/piloto-page")) },
            { path: paths.pilotoPreview.path, ...page(() => import("@/features/piloto/pages/piloto-preview-page")) },
            { path: paths.contactosEmergencia.path, ...page(() => import("@/features/piloto/pages/contactos-emergencia-page")) },
            { path: paths.documento.path, ...page(() => import("@/features/documento/pages/documento-page")) },
            { path: paths.persona.path, ...page(() => import("@/features/persona/pages/persona-page")) },
            { path: paths.blank.path, ...page(() => import("@/features/representante/pages/representantes-page")) },
            { path: paths.historial.path, ...page(() => import("@/features/auditoria/pages/historial-page")) },
            { path: paths.buzon.path, ...page(() => import("@/features/buzon/pages/buzon-page")) },
            { path: paths.buzonNotificacion.path, ...page(() => import("@/features/buzon/pages/notificacion-page")) },
            { path: paths.miembros.path, ...page(() => import("@/features/miembros/pages/miembros-page")) },
          ],
        },
      ],
    },

    // The authority's console under /admin (its own layout, session and lazy pages).
    ...adminRoutes,

    { path: paths.notFound.path, element: <NotFoundPage /> },
  ];
}
