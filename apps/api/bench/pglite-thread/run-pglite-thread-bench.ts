/**
 * `npm run bench:pglite-thread`: the embedded database in the server's own thread (PGLITE_THREAD=main,
 * as before decision 100) and in a worker thread (the default), back to back on the same seeded data
 * directory. For each: a hot read and /api/health loaded together at 50 and at 200 connections (p99 of
 * both, failures), resident memory idle and after the load, and the WAL on disk.
 * Seed first with the same DATA_DIR and sizes: `npm run bench -- --seed-only --carriers=2000 …`.
 */
import { fork } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify from "fastify";
import { loadConfig } from "../../src/config";
import { walBytesOnDisk } from "../../src/db/pglite-server/wal-checkpoint";
import { openDatabase } from "../../src/plugins/db";
import { rssOf } from "../load/measure-upload-memory";
import { type LoadResult, loadSlice, summarize } from "../load/run-scenario";
import { buildScenarios, type Session } from "../load/scenarios";
import { signIn } from "../load/sign-in";
import { readOptions } from "../options";
import { loadFixtures } from "../seed/load-fixtures";

const CONNECTIONS = [50, 200];
/** The health check's own load: a balancer probing a few times a second, not a crowd. */
const HEALTH_CONNECTIONS = 2;
const HOT_ROUTE = "vehicles of a typical card";
const MB = 1024 * 1024;

const options = readOptions();
if (options.databaseUrl) throw new Error("This bench measures PGlite: unset DATABASE_URL.");
const env = { ...process.env, DATA_DIR: options.dataDir };
const pgliteDir = path.join(options.dataDir, "pglite");
const log = (line: string) => console.log(line);

const database = await openDatabase(loadConfig(env), Fastify({ logger: { level: "warn" } }).log);
const fixtures = await loadFixtures(database, options.sessions);
await database.close();
log(`PGlite in ${options.dataDir}: WAL on disk after the seed ${(walBytesOnDisk(pgliteDir) / MB).toFixed(0)} MB`);

interface ModeResult {
  mode: string;
  rssIdleMb: number;
  rssAfterMb: number;
  walAfterMb: number;
  runs: { connections: number; hot: LoadResult; health: LoadResult }[];
}

const results: ModeResult[] = [];
for (const mode of ["main", "worker"] as const) results.push(await measure(mode));

log("");
log(`${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.versions.node}, ${options.duration} s per run, ` +
  `health probed over ${HEALTH_CONNECTIONS} connections during the hot route's load`);
log("| PGlite thread | connections | hot route req/s | hot p50 / p99 ms | health answers | health p50 / p99 ms | failures (hot + health) |");
log("|---|---:|---:|---:|---:|---:|---:|");
for (const r of results) {
  for (const run of r.runs) {
    // No health answer within the run: autocannon reports 0 ms, which would read as instant.
    const health = run.health.requests === 0 ? "none in the run" : `${run.health.p50} / ${run.health.p99}`;
    log(`| ${r.mode} | ${run.connections} | ${run.hot.rps.toFixed(0)} | ${run.hot.p50} / ${run.hot.p99} | ` +
      `${run.health.requests} | ${health} | ${run.hot.failures} of ${run.hot.requests} + ${run.health.failures} |`);
  }
}
log("");
log("| PGlite thread | RSS idle MB | RSS after load MB | WAL on disk after load MB |");
log("|---|---:|---:|---:|");
for (const r of results) log(`| ${r.mode} | ${r.rssIdleMb.toFixed(0)} | ${r.rssAfterMb.toFixed(0)} | ${r.walAfterMb.toFixed(0)} |`);

async function measure(mode: "main" | "worker"): Promise<ModeResult> {
  const server = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "server", "bench-server.ts"), {
    env: { ...env, PGLITE_THREAD: mode, BENCH_APP_PORT: String(options.appPort), BENCH_BASELINE_PORT: String(options.baselinePort) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("message", () => resolve());
      server.once("exit", (code) => reject(new Error(`The bench server stopped (exit ${code}).`)));
    });
    const appUrl = `http://127.0.0.1:${options.appPort}`;
    await new Promise((r) => setTimeout(r, 2000));
    const rssIdleMb = rssOf(server.pid!) / MB;
    const carriers = [fixtures.big, ...fixtures.typical];
    const tokens = await Promise.all(carriers.map((c, i) => signIn(appUrl, c.nit, i)));
    const [big, ...typical]: Session[] = carriers.map((c, i) => ({ ...c, token: tokens[i], baselineToken: "" }));
    const hot = buildScenarios(typical, big, fixtures, options.bigCardConnections).find((s) => s.name === HOT_ROUTE)!;
    const health = () => ({ path: "/api/health" });
    await loadSlice(appUrl, hot.next, 10, 2); // warm-up: JIT, pool, prepared statements
    const runs = [];
    for (const connections of CONNECTIONS) {
      const [hotSlice, healthSlice] = await Promise.all([
        loadSlice(appUrl, hot.next, connections, options.duration),
        loadSlice(appUrl, health, HEALTH_CONNECTIONS, options.duration),
      ]);
      const run = { connections, hot: summarize([hotSlice], appUrl, connections), health: summarize([healthSlice], appUrl, HEALTH_CONNECTIONS) };
      log(`${mode}, ${connections} connections: hot ${run.hot.rps.toFixed(0)} req/s p99 ${run.hot.p99} ms, health p99 ${run.health.p99} ms, ` +
        `failures ${run.hot.failures} + ${run.health.failures}`);
      runs.push(run);
    }
    return { mode, rssIdleMb, rssAfterMb: rssOf(server.pid!) / MB, walAfterMb: walBytesOnDisk(pgliteDir) / MB, runs };
  } finally {
    if (server.exitCode === null && server.connected) server.send({ type: "stop" });
    await exited;
  }
}
