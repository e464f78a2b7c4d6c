import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { adminPaths } from "./admin-paths";

/**
 * A console page loaded on demand: carriers never download the console (decision 151). `prefetch` starts
 * what the page will wait for (its data) together with its code (decision 222).
 */
const page = (load: () => Promise<{ default: ComponentType }>, prefetch?: () => void): Pick<RouteObject, "lazy"> => ({
  lazy: async () => {
    prefetch?.();
    return { Component: (await load()).default };
  },
});

/**
 * The console's routes, included once by the app's router. Pages of signed-in staff go under the
 * layout's children, one line each.
 */
export const adminRoutes: RouteObject[] = [
  { path: adminPaths.signin.path, ...page(() => import("./pages/signin-page")) },
  { path: adminPaths.activar.path, ...page(() => import("./pages/activar-page")) },
  {
    lazy: async () => ({ Component: (await import("./components/console-layout")).ConsoleLayout }),
    children: [
      { path: adminPaths.inicio.path, ...page(() => import("./pages/inicio-page")) },
      { path: adminPaths.funcionarios.path, ...page(() => import("./pages/funcionarios-page")) },
      { path: adminPaths.buscar.path, ...page(() => import("./transportista/pages/buscar-page")) },
      { path: adminPaths.transportista.path, ...page(() => import("./transportista/pages/transportista-page")) },
      {
        path: adminPaths.tablero.path,
        ...page(
          () => import("./pages/tablero-page"),
          () => void import("./pages/tablero-prefetch").then((m) => m.prefetchTablero()),
        ),
      },
      { path: adminPaths.conflictos.path, ...page(() => import("./pages/conflictos-page")) },
      { path: adminPaths.aseguradoras.path, ...page(() => import("./pages/aseguradoras-page")) },
      { path: adminPaths.revision.path, ...page(() => import("./revision/pages/revision-page")) },
      { path: adminPaths.notificaciones.path, ...page(() => import("./notificaciones/pages/notificaciones-page")) },
      { path: adminPaths.revisionDetalle.path, ...page(() => import("./revision/pages/revision-detail-page")) },
    ],
  },
];
