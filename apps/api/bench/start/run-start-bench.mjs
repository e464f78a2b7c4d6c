// `npm run bench:start -w apps/api`: time to the first healthy answer and idle RSS of the server run from
// source through tsx (as `npm start` did before decision 187) and compiled (node dist/server.js), started
// in alternating turns so both see the same machine. Each restarts on a data directory it created and
// migrated in an unmeasured first start (a new database's initialisation would hide the difference).
// Build first (npm run build).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 5);
const IDLE_MS = 5000;
const variants = {
  "tsx src/server.ts": [process.execPath, ["--import", "tsx", "src/server.ts"]],
  "node dist/server.js": [process.execPath, ["dist/server.js"]],
};

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function once([cmd, args], port, dataDir) {
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), REMINDERS_INTERVAL_S: "0", LOG_LEVEL: "warn" };
  const started = performance.now();
  const child = spawn(cmd, args, { cwd: apiDir, env, stdio: "ignore" });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`el servidor terminó (${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (ok) break;
      await sleep(25);
    }
    const startMs = performance.now() - started;
    await sleep(IDLE_MS);
    return { startMs, rss: rssMb(child.pid) };
  } finally {
    child.kill("SIGINT");
    await new Promise((r) => child.once("exit", r));
  }
}

const dataDirs = Object.fromEntries(Object.keys(variants).map((k) => [k, mkdtempSync(path.join(os.tmpdir(), "portal-start-"))]));
for (const [name, variant] of Object.entries(variants)) await once(variant, 3391, dataDirs[name]);
const results = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
for (let i = 0; i < runs; i++) {
  for (const [name, variant] of Object.entries(variants)) results[name].push(await once(variant, 3391, dataDirs[name]));
}
for (const dir of Object.values(dataDirs)) rmSync(dir, { recursive: true, force: true });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`Node ${process.version}, ${runs} arranques alternos de cada uno, cada uno sobre su base de datos incorporada ya creada`);
console.log("| Servidor | arranque hasta /api/health (mediana, ms) | RSS en reposo a los 5 s (mediana, MB) |");
console.log("|---|---:|---:|");
for (const [name, rows] of Object.entries(results)) {
  console.log(`| ${name} | ${Math.round(median(rows.map((r) => r.startMs)))} | ${Math.round(median(rows.map((r) => r.rss)))} |`);
}
const [a, b] = Object.values(results);
console.log(JSON.stringify(Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v.map((r) => Math.round(r.startMs))]))));
console.log(`compilado ÷ tsx: arranque ${(median(b.map((r) => r.startMs)) / median(a.map((r) => r.startMs))).toFixed(2)}, RSS ${(median(b.map((r) => r.rss)) / median(a.map((r) => r.rss))).toFixed(2)}`);
