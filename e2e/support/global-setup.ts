import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The journeys run against the built web app (WEB_DIST when set): fail early with the command that builds it. */
export default function globalSetup() {
  const dist = process.env.WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web/dist");
  if (!existsSync(path.join(dist, "index.html"))) {
    throw new Error('La aplicación web no está compilada: ejecute "npm run build -w apps/web" antes de las pruebas e2e.');
  }
}
