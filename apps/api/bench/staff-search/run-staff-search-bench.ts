/**
 * `npm run bench:staff-search -w apps/api`: the console's carrier search (`GET /api/admin/transportistas?q=`)
 * on the seeded national-size data, a mix of what staff type (search-queries.ts) sent by a few clients at
 * once, in turns with the bench's baseline (a JWT check and one indexed select) on the same process, the
 * same pool and the same number of clients. Prints p50/p95 per kind of text and for the whole mix, and the
 * target: p95 ≤ 300 ms. Flags as `npm run bench` (options.ts), plus `--clients=N` (default 4).
 */
import Fastify from "fastify";
import os from "node:os";
import { parseArgs } from "node:util";
import { loadConfig } from "../../src/config";
import { openDatabase } from "../../src/plugins/db";
import { signIn } from "../load/sign-in";
import { readOptions } from "../options";
import { loadFixtures } from "../seed/load-fixtures";
import { seedBenchData } from "../seed/seed-bench-data";
import { startBenchServer } from "../server/start-bench-server";
import { type SearchQuery, searchQueries } from "./search-queries";

const { values, tokens: argTokens } = parseArgs({ args: process.argv.slice(2), options: { clients: { type: "string" } }, strict: false, tokens: true });
const clients = Number(values.clients ?? 4);
const rest = argTokens.filter((t) => !(t.kind === "option" && t.name === "clients")).map((t) => (t.kind === "option" ? t.rawName + (t.value === undefined ? "" : `=${t.value}`) : t.kind === "positional" ? t.value : ""));
const options = readOptions(["--app-port=3292", "--baseline-port=3293", ...rest.filter(Boolean)]);
const env = { ...process.env, DATA_DIR: options.dataDir };
const log = (line: string) => console.log(line);

log(`Database: ${options.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${options.dataDir}`}; ${options.carriers} carriers, ${options.vehicles} vehicles`);
const database = await openDatabase(loadConfig({ ...env, DB_STATEMENT_TIMEOUT_MS: "900000" }), Fastify({ logger: { level: "warn" } }).log);
if (!(await seedBenchData(database, options, { reseed: options.reseed, log }))) log("Seed: reusing the data of these sizes.");
const fixtures = await loadFixtures(database, 1);
const queries = await searchQueries(database);
await database.close();

const percentile = (ms: number[], p: number) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** `clients` loops sending `request` for `seconds`; the latency of each answer, by its label. */
async function turn(seconds: number, request: (i: number) => Promise<string>): Promise<Map<string, number[]>> {
  const until = performance.now() + seconds * 1000;
  const times = new Map<string, number[]>();
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const label = await request(next++);
        const ms = performance.now() - started;
        times.set(label, [...(times.get(label) ?? []), ms]);
      }
    }),
  );
  return times;
}
const merge = (into: Map<string, number[]>, from: Map<string, number[]>) => {
  for (const [k, v] of from) into.set(k, [...(into.get(k) ?? []), ...v]);
};

const server = await startBenchServer(env, options.appPort, options.baselinePort);
try {
  const staffToken = await server.staffToken();
  await signIn(server.appUrl, fixtures.typical[0].nit, 0);
  const [baselineToken] = await server.baselineTokens([fixtures.typical[0].personaId]);
  const get = async (url: string, token: string) => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  };
  const search = async (i: number) => {
    const query: SearchQuery = queries[i % queries.length];
    await get(`${server.appUrl}/api/admin/transportistas?q=${encodeURIComponent(query.q)}`, staffToken);
    return query.kind;
  };
  const baseline = async () => {
    await get(`${server.baselineUrl}/baseline`, baselineToken);
    return "baseline";
  };
  // Warm-up: every query once, and the baseline.
  for (let i = 0; i < queries.length; i++) await search(i);
  await turn(1, baseline);
  const searchTimes = new Map<string, number[]>();
  const baselineTimes = new Map<string, number[]>();
  const seconds = Math.max(1, Math.round(options.duration / options.slices));
  for (let i = 0; i < options.slices; i++) {
    merge(baselineTimes, await turn(seconds, baseline));
    merge(searchTimes, await turn(seconds, search));
  }

  const all = [...searchTimes.values()].flat();
  const base = baselineTimes.get("baseline") ?? [];
  log("");
  log(`${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, Node ${process.versions.node}, ` +
    `${options.databaseUrl ? "PostgreSQL" : "PGlite"}; ${options.carriers} carriers, ${options.vehicles} vehicles, ${options.pilots} pilots; ` +
    `${clients} clients, ${options.slices} turns of ${seconds} s each with the baseline`);
  log("| Search | n | p50 ms | p95 ms | max ms |");
  log("|---|---:|---:|---:|---:|");
  for (const [kind, ms] of [...searchTimes].sort((a, b) => percentile(b[1], 95) - percentile(a[1], 95))) {
    log(`| ${kind} | ${ms.length} | ${percentile(ms, 50).toFixed(1)} | ${percentile(ms, 95).toFixed(1)} | ${Math.max(...ms).toFixed(1)} |`);
  }
  log(`| **whole mix** | ${all.length} | ${percentile(all, 50).toFixed(1)} | ${percentile(all, 95).toFixed(1)} | ${Math.max(...all).toFixed(1)} |`);
  log(`| baseline \`GET /baseline\` | ${base.length} | ${percentile(base, 50).toFixed(1)} | ${percentile(base, 95).toFixed(1)} | ${Math.max(...base).toFixed(1)} |`);
  const p95 = percentile(all, 95);
  log(`Mix p95 ÷ baseline p95: ${(p95 / percentile(base, 95)).toFixed(1)}. Target: search p95 ≤ 300 ms: ${p95 <= 300 ? "met" : "NOT met"} (${p95.toFixed(1)} ms).`);
  if (p95 > 300) process.exitCode = 1;
} finally {
  await server.stop();
}
