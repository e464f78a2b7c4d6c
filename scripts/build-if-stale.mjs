// Builds the web app and the compiled API only when their inputs changed since the last build, so `npm start`
// on an unchanged checkout goes straight to the server. Each build's inputs' SHA-256 is kept beside it
// (dist/.build-hash). `node scripts/build-if-stale.mjs api` checks the API alone (the CLI commands).
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const shared = ["packages/domain/src", "package-lock.json"];
const targets = {
  web: {
    workspace: "apps/web",
    output: "index.html",
    inputs: ["apps/web/src", "apps/web/public", "apps/web/scripts", "apps/web/index.html", "apps/web/vite.config.ts", "apps/web/pwa.config.ts", "apps/web/package.json", "apps/web/tsconfig.json"],
    upToDate: "Aplicación web al día: no se vuelve a compilar.",
  },
  api: {
    workspace: "apps/api",
    output: "server.js",
    inputs: ["apps/api/src", "apps/api/scripts", "apps/api/package.json"],
    upToDate: "API compilada al día: no se vuelve a compilar.",
  },
};

function filesOf(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)));
}

function buildIfStale({ workspace, output, inputs, upToDate }) {
  const dist = path.join(root, workspace, "dist");
  const stampFile = path.join(dist, ".build-hash");
  const hash = createHash("sha256");
  for (const file of [...inputs, ...shared].flatMap(filesOf).sort()) {
    hash.update(file).update("\0").update(readFileSync(path.join(root, file))).update("\0");
  }
  const current = hash.digest("hex");
  const built = existsSync(stampFile) && existsSync(path.join(dist, output)) ? readFileSync(stampFile, "utf8").trim() : "";
  if (built === current) {
    console.log(upToDate);
    return;
  }
  execFileSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
  writeFileSync(stampFile, `${current}\n`);
}

const wanted = process.argv.slice(2);
for (const [name, target] of Object.entries(targets)) {
  if (wanted.length === 0 || wanted.includes(name)) buildIfStale(target);
}
