/**
 * `npm run bench:vehicle-save -w apps/api`: how long saving a vehicle with a small (588-byte) policy PDF
 * takes, against the bench's baseline (a JWT check and one indexed select) answered by the same process
 * in the same run. Small data by default (200 carriers); the same flags as `npm run bench` (options.ts),
 * plus `--saves=N` (rounds, default 30).
 *
 * It times, one client at a time: the first save after the server started (the one that used to wait for
 * the PDF inspection worker), then rounds of baseline / JSON save / multipart save, then saves sent two
 * at once (the second inspection used to wait for a second worker's start). Each saved vehicle is
 * deleted again, untimed, so runs on the same data do not pile them up.
 */
import Fastify from "fastify";
import os from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { loadConfig } from "../../src/config";
import { openDatabase } from "../../src/plugins/db";
import type { VehicleCatalogues } from "../../test/request-bodies";
import { signIn } from "../load/sign-in";
import { readOptions } from "../options";
import { loadFixtures } from "../seed/load-fixtures";
import { seedBenchData } from "../seed/seed-bench-data";
import { startBenchServer } from "../server/start-bench-server";
import { deleteVehiculo, POLICY_PDF_BYTES, type SaveMode, type SaveTarget, saveVehiculo } from "./save-requests";

const SMALL = ["--carriers=200", "--vehicles=2000", "--pilots=500", "--big-card=100", "--sessions=4", "--app-port=3290", "--baseline-port=3291"];
const { values, tokens: argTokens } = parseArgs({ args: process.argv.slice(2), options: { saves: { type: "string" } }, strict: false, tokens: true });
const saves = Number(values.saves ?? 30);
const rest = argTokens.filter((t) => !(t.kind === "option" && t.name === "saves")).map((t) => (t.kind === "option" ? t.rawName + (t.value === undefined ? "" : `=${t.value}`) : t.kind === "positional" ? t.value : ""));
const options = readOptions([...SMALL, ...rest.filter(Boolean)]);
const env = { ...process.env, DATA_DIR: options.dataDir };
const log = (line: string) => console.log(line);

log(`Database: ${options.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${options.dataDir}`}; ${options.carriers} carriers, ${options.vehicles} vehicles`);
const database = await openDatabase(loadConfig({ ...env, DB_STATEMENT_TIMEOUT_MS: "900000" }), Fastify({ logger: { level: "warn" } }).log);
if (!(await seedBenchData(database, options, { reseed: options.reseed, log }))) log("Seed: reusing the data of these sizes.");
const fixtures = await loadFixtures(database, options.sessions);
const catalogueIds = (await database.db.execute(sql`select
  (select min(id) from color) as color_id, (select min(id) from tipo_vehiculo) as tipo_vehiculo_id,
  (select min(id) from tipo_placa) as tipo_placa_id, (select min(id) from tipo_uso) as tipo_uso_id,
  (select min(id) from tipo_combustible) as tipo_combustible_id, (select min(id) from marca_vehiculo) as marca_vehiculo_id`)) as unknown as { rows: VehicleCatalogues[] };
const cats = Object.fromEntries(Object.entries(catalogueIds.rows[0]).map(([k, v]) => [k, Number(v)])) as unknown as VehicleCatalogues;
await database.close();

const timed = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
  const started = performance.now();
  const value = await work();
  return [performance.now() - started, value];
};
const percentile = (ms: number[], p: number) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const fmt = (ms: number) => ms.toFixed(1);

const server = await startBenchServer(env, options.appPort, options.baselinePort);
try {
  const carriers = fixtures.typical.slice(0, 2);
  const tokens = await Promise.all(carriers.map((c, i) => signIn(server.appUrl, c.nit, i)));
  const [baselineToken] = await server.baselineTokens([carriers[0].personaId]);
  const targets: SaveTarget[] = carriers.map((c, i) => ({ baseUrl: server.appUrl, token: tokens[i], tarjetaId: c.tarjetaId, cats }));
  const baseline = async () => {
    const response = await fetch(`${server.baselineUrl}/baseline`, { headers: { authorization: `Bearer ${baselineToken}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`baseline answered ${response.status}`);
  };
  const save = async (target: SaveTarget, mode: SaveMode) => {
    const [ms, id] = await timed(() => saveVehiculo(target, mode));
    await deleteVehiculo(target, id);
    return ms;
  };

  // Right after the start (and the sign-in), as the first carrier to save after a deployment would.
  const first = await save(targets[0], "multipart");
  const times: Record<string, number[]> = { baseline: [], json: [], multipart: [], pair: [] };
  for (let i = 0; i < saves; i++) {
    times.baseline.push((await timed(baseline))[0]);
    times.json.push(await save(targets[i % 2], "json"));
    times.multipart.push(await save(targets[i % 2], "multipart"));
  }
  for (let i = 0; i < Math.ceil(saves / 3); i++) {
    times.pair.push(...(await Promise.all([save(targets[0], "multipart"), save(targets[1], "json")])));
  }

  const base50 = percentile(times.baseline, 50);
  log("");
  log(`${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, Node ${process.versions.node}, ` +
    `${options.databaseUrl ? "PostgreSQL" : "PGlite"}; policy PDF ${POLICY_PDF_BYTES} bytes; ${saves} rounds, one client`);
  log("| Request | n | p50 ms | p95 ms | max ms | p50 ÷ baseline p50 |");
  log("|---|---:|---:|---:|---:|---:|");
  const row = (name: string, ms: number[]) =>
    log(`| ${name} | ${ms.length} | ${fmt(percentile(ms, 50))} | ${fmt(percentile(ms, 95))} | ${fmt(Math.max(...ms))} | ${(percentile(ms, 50) / base50).toFixed(1)} |`);
  row("baseline `GET /baseline`", times.baseline);
  row("first save after the start (multipart)", [first]);
  row("save, JSON (`POST /api/vehiculo/{tarjetaId}/tarjeta_operacion`)", times.json);
  row("save, multipart (`…/tarjeta_operacion/formulario`)", times.multipart);
  row("save, two at once (multipart + JSON)", times.pair);
  const worst = Math.max(percentile(times.json, 50), percentile(times.multipart, 50), percentile(times.pair, 50), first);
  log(`Target: a save ≤ 300 ms at p50: ${worst <= 300 ? "met" : "NOT met"} (slowest p50 or first save: ${fmt(worst)} ms).`);
  if (worst > 300) process.exitCode = 1;
} finally {
  await server.stop();
}
