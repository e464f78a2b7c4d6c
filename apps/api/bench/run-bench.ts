/**
 * `npm run bench`: seeds national-size data (or reuses it), starts the app and a bare baseline in one
 * forked process, measures the upload memory and the hot routes with autocannon (taking turns with the
 * baseline in short slices), prints a summary.
 * Sizes and durations: see options.ts (flags such as --carriers=2000 --duration=5, or BENCH_* variables).
 */
import Fastify from "fastify";
import os from "node:os";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/plugins/db";
import { type UploadResult, measureUploadMemory } from "./load/measure-upload-memory";
import { loadSlice, probe, type Slice, settle, summarize } from "./load/run-scenario";
import { buildScenarios, type Session } from "./load/scenarios";
import { signIn } from "./load/sign-in";
import { readOptions } from "./options";
import { formatSummary, type ScenarioResult } from "./print-summary";
import { loadFixtures } from "./seed/load-fixtures";
import { seedBenchData } from "./seed/seed-bench-data";
import { startBenchServer } from "./server/start-bench-server";

const options = readOptions();
const env = { ...process.env, DATA_DIR: options.dataDir };
const log = (line: string) => console.log(line);

log(`Database: ${options.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${options.dataDir}`}`);
log(`Sizes: ${options.carriers} carriers, ${options.vehicles} vehicles (${options.bigCard} on one card), ${options.pilots} pilots (${options.bigPilots} of the first carrier), ${options.auditRows} audit rows`);
// The seed opens the database as the app does (migrations, catalogues); it only needs a logger for warnings.
// Its bulk inserts may take minutes at national size (PGlite, in its thread, behind the driver's timeout).
const seedEnv = { ...env, DB_STATEMENT_TIMEOUT_MS: "900000" };
const database = await openDatabase(loadConfig(seedEnv), Fastify({ logger: { level: "warn" } }).log);
const seeded = await seedBenchData(database, options, { reseed: options.reseed, log });
if (!seeded) log("Seed: the database already holds these sizes; reusing them (--reseed to seed again).");
const fixtures = await loadFixtures(database, options.sessions);
await database.close();
if (options.seedOnly) process.exit(0);

const server = await startBenchServer(env, options.appPort, options.baselinePort);

try {
  const { appUrl, baselineUrl } = server;
  const carriers = [fixtures.big, ...fixtures.typical];
  const tokens = await Promise.all(carriers.map((c, i) => signIn(appUrl, c.nit, i)));
  const baselineTokens = await server.baselineTokens(carriers.map((c) => c.personaId));
  const [big, ...typical]: Session[] = carriers.map((c, i) => ({ ...c, token: tokens[i], baselineToken: baselineTokens[i] }));
  log(`Signed in ${carriers.length} carriers; typical card: ${typical[0].tarjetaId} (${fixtures.typical[0].vehicles} vehicles)`);

  const upload: UploadResult[] = [];
  // Multipart first: RSS a JSON run takes is not all given back, and would weigh on the next figure.
  for (const [variant, mode] of (options.skipUpload ? [] : options.uploadModes).entries()) {
    upload.push(await measureUploadMemory(appUrl, server.process.pid!, typical, options.uploads, options.uploadMb, mode, variant));
    log(formatSummary([], upload.slice(-1)).trim());
  }

  // Warm both servers up (JIT, pool, caches) before anything is measured; each scenario also warms its route.
  await loadSlice(baselineUrl, () => ({ path: "/baseline", headers: { authorization: `Bearer ${typical[0].baselineToken}` } }), options.connections, 2);
  const results: ScenarioResult[] = [];
  const scenarios = buildScenarios(typical, big, fixtures, options.bigCardConnections).filter(
    (s) => options.only.length === 0 || options.only.some((word) => s.name.includes(word)),
  );
  for (const scenario of scenarios) {
    const connections = scenario.connections ?? options.connections;
    const check = await probe(appUrl, scenario.next);
    if (check.status !== 200) throw new Error(`${scenario.name}: the probe answered ${check.status}`);
    await loadSlice(appUrl, scenario.next, connections, 1);
    // Baseline and app take turns in short slices: on a shared machine the load of the minute weighs on both.
    const baselineSlices: Slice[] = [];
    const appSlices: Slice[] = [];
    const slices = scenario.slices ?? options.slices;
    const seconds = Math.max(1, Math.round(options.duration / slices));
    for (let i = 0; i < slices; i++) {
      await settle(baselineUrl, scenario.baseline);
      baselineSlices.push(await loadSlice(baselineUrl, scenario.baseline, connections, seconds));
      await settle(baselineUrl, scenario.baseline);
      appSlices.push(await loadSlice(appUrl, scenario.next, connections, seconds));
    }
    const baseline = summarize(baselineSlices, baselineUrl, connections);
    const app = summarize(appSlices, appUrl, connections);
    results.push({ name: scenario.name, connections, bodyBytes: check.bytes, app, baseline });
    log(`${scenario.name}: ${app.rps.toFixed(1)} req/s (baseline ${baseline.rps.toFixed(0)}), p50 ${app.p50} ms, p99 ${app.p99} ms`);
  }

  log("");
  log(`${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.versions.node}, ` +
    `${options.databaseUrl ? "PostgreSQL" : "PGlite"}, ${options.duration} s per run`);
  log(formatSummary(results, upload));
  if (results.some((r) => r.app.failures + r.baseline.failures > 0)) process.exitCode = 1;
} finally {
  await server.stop();
}
