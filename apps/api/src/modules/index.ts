import type { PortalModule } from "../lib/module";
import catalogo from "./catalogo/routes";
import health from "./health/routes";
import persona from "./persona/routes";

/** Every module of the API, registered under /api in this order. */
export const modules: PortalModule[] = [health, catalogo, persona];
