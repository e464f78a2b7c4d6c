import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The journeys run against the built web app: fail early with the command that builds it. */
export default function globalSetup() {
  const index = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web/dist/index.html");
  if (!existsSync(index)) {
    throw new Error('La aplicación web no está compilada: ejecute "npm run build -w apps/web" antes de las pruebas e2e.');
  }
}
