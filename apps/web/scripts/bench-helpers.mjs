/** What the web benches share: building the app into a temporary folder and waiting for the API to answer. */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const repoRoot = path.resolve(webDir, "../..");

/** Builds the web app into a new temporary folder and answers its path. */
export function buildWeb() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-web-"));
  console.log(`Building the web app into ${outDir} …`);
  const res = spawnSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: webDir,
    stdio: "inherit",
  });
  if (res.status !== 0) throw new Error("vite build failed");
  return outDir;
}

/** Waits until the API at `base` answers its health check, or fails when `server` stops first. */
export async function waitForHealth(base, server, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the API stopped while starting (exit code ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the API did not answer on ${base}`);
}
