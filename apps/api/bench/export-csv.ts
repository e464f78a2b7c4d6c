/**
 * `npm run bench:export -w apps/api` with DATABASE_URL set to a seeded PostgreSQL (see docs/performance.md):
 * times the supervisors' dashboard and streams the whole vehicles CSV (or `--kind=transportistas|pilotos`)
 * into a byte counter, printing rows, bytes, time and the process's peak RSS. Not a test: run it by hand.
 */
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import Fastify from "fastify";
import { todayInGuatemala } from "@portal/domain/formats";
import type { ExportKind } from "@portal/domain/tablero";
import { openPostgres } from "../src/db/client";
import { csvStream } from "../src/modules/admin-export/csv-stream";
import { PILOTO_COLUMNS, pilotoBatches } from "../src/modules/admin-export/export-pilotos";
import { TRANSPORTISTA_COLUMNS, transportistaBatches } from "../src/modules/admin-export/export-transportistas";
import { VEHICULO_COLUMNS, vehiculoBatches } from "../src/modules/admin-export/export-vehiculos";
import { getTablero } from "../src/modules/admin-tablero/get-tablero";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to a seeded PostgreSQL database (a copy: this opens it as the app does).");
const kind = (process.argv.find((a) => a.startsWith("--kind="))?.slice(7) ?? "vehiculos") as ExportKind;
const MB = 1024 * 1024;
const log = Fastify({ logger: { level: "warn" } }).log;
const database = await openPostgres(url, { statementTimeoutMs: 120_000 });
const db = database.db;
const today = todayInGuatemala();

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const rssBefore = process.memoryUsage().rss;

let started = performance.now();
const tablero = await getTablero(db, today);
console.log(`tablero: ${(performance.now() - started).toFixed(0)} ms (queue ${tablero.cola.pendientes}, p50 ${tablero.cola.edad_mediana_horas} h, p90 ${tablero.cola.edad_p90_horas} h)`);

const stream = {
  transportistas: () => csvStream(transportistaBatches(db, {}, today), TRANSPORTISTA_COLUMNS, log),
  vehiculos: () => csvStream(vehiculoBatches(db, {}, today), VEHICULO_COLUMNS, log),
  pilotos: () => csvStream(pilotoBatches(db, {}, today), PILOTO_COLUMNS, log),
}[kind];
let bytes = 0;
let lines = 0;
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
    done();
  },
});
started = performance.now();
await pipeline(await stream(), sink);
const ms = performance.now() - started;
clearInterval(sampler);
console.log(
  `${kind}.csv: ${lines - 1} rows, ${(bytes / MB).toFixed(1)} MB in ${(ms / 1000).toFixed(1)} s ` +
    `(${Math.round((lines - 1) / (ms / 1000))} rows/s); RSS ${(rssBefore / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB`,
);
await database.close();
