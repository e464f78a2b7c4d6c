// Builds the web app only when its inputs changed since the last build, so `npm start` on an unchanged
// checkout goes straight to the server. The inputs' SHA-256 is kept beside the build in dist/.build-hash.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "apps/web/dist");
const stampFile = path.join(dist, ".build-hash");
const inputs = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/pwa.config.ts",
  "apps/web/package.json",
  "apps/web/tsconfig.json",
  "packages/domain/src",
  "package-lock.json",
];

function filesOf(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)));
}

const hash = createHash("sha256");
for (const file of inputs.flatMap(filesOf).sort()) {
  hash.update(file).update("\0").update(readFileSync(path.join(root, file))).update("\0");
}
const current = hash.digest("hex");
const built = existsSync(stampFile) && existsSync(path.join(dist, "index.html")) ? readFileSync(stampFile, "utf8").trim() : "";

if (built === current) {
  console.log("Aplicación web al día: no se vuelve a compilar.");
} else {
  execFileSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  writeFileSync(stampFile, `${current}\n`);
}
