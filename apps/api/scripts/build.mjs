// Compiles the API to JavaScript (decision 187): each entry the portal runs in production becomes one
// ES module in dist/, with our own TypeScript (and @portal/domain's) bundled in and every npm package
// left to node_modules. The files the code reads at run time are copied beside the bundles, where
// src/lib/runtime-files.ts looks for them.
import { cpSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(apiDir, "dist");
const pkg = JSON.parse(readFileSync(path.join(apiDir, "package.json"), "utf8"));
const packages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith("@portal/"));

const entryPoints = {
  server: "src/server.ts",
  "pglite-worker": "src/db/pglite-server/worker.ts",
  "pdf-inspect-worker": "src/lib/pdf-inspect-worker.ts",
  "create-admin": "scripts/create-admin.ts",
  "rotate-signing-key": "scripts/rotate-signing-key.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
};

const started = performance.now();
rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints,
  outdir: dist,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  // Each entry stands alone (no shared chunks), so every bundle's import.meta.url is dist/<entry>.js.
  splitting: false,
  sourcemap: true,
  external: packages.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS helpers call require(); an ES module has none of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: "warning",
});
for (const [from, to] of [
  ["src/db/migrations", "migrations"],
  ["src/db/seed/data", "seed-data"],
  ["src/lib/password-lists", "password-lists"],
]) {
  cpSync(path.join(apiDir, from), path.join(dist, to), { recursive: true });
}
console.log(`API compilada en dist/ (${Object.keys(entryPoints).length} entradas) en ${Math.round(performance.now() - started)} ms`);
