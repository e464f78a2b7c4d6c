import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the server finds the files it reads at run time (decision 187). Run from source (tests, `npm run
 * dev`) they sit beside the modules that read them; the build (scripts/build.mjs) bundles each entry into
 * one file in `apps/api/dist/` and copies them next to it. This module's own URL tells which: a bundle's
 * is `dist/<entry>.js`, the source's is this `.ts` file.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const compiled = !import.meta.url.endsWith(".ts");
const src = compiled ? "" : path.resolve(here, "..");
const apiRoot = compiled ? path.resolve(here, "..") : path.resolve(here, "../..");

const at = (fromSource: string, inDist: string) => (compiled ? path.join(here, inDist) : path.join(src, fromSource));

export const runtimeFiles = {
  migrations: at("db/migrations", "migrations"),
  seedData: at("db/seed/data", "seed-data"),
  passwordLists: at("lib/password-lists", "password-lists"),
  /** Worker threads do not inherit tsx's loader: from source their `.mjs` entry loads the TypeScript. */
  pgliteWorker: at("db/pglite-server/worker.mjs", "pglite-worker.js"),
  pdfInspectWorker: at("lib/pdf-inspect-worker.mjs", "pdf-inspect-worker.js"),
  webDist: path.resolve(apiRoot, "../web/dist"),
};
