/**
 * `npm run bench:bulk-import -w apps/api`: a card's vehicles imported from a 5,000-row xlsx (issue 23).
 * Prints, in one run: the baseline (the same file only read, row by row, with no checks), the preview
 * (every row checked, nothing written) and the apply (everything in one transaction), each in seconds,
 * as a ratio to the baseline, and the growth of the process's resident memory while it ran.
 * Targets: preview ≤ 10 s, apply ≤ 30 s, ≤ 200 MB RSS growth, on PostgreSQL: set DATABASE_URL to an
 * empty database of its own (`createdb …`); without it a fresh PGlite in a temporary folder is used.
 * `--rows=N` changes the size (default 5000).
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { COLUMNAS_VEHICULO } from "@portal/domain/hoja-vehiculos";
import ExcelJS from "exceljs";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { type Database, openPglite, openPostgres } from "../../src/db/client";
import * as schema from "../../src/db/schema/index";
import { seedCatalogues } from "../../src/db/seed/seed-catalogues";
import { readSheetRows } from "../../src/lib/spreadsheet/read-rows";
import { createCarrier } from "../../test/carrier";
import { addLicencia, addTarjeta, daysFromToday } from "../../test/licencias";
import { multipartBody } from "../../test/multipart";
import { randomNit } from "../../test/request-bodies";

const { values } = parseArgs({ options: { rows: { type: "string" } }, strict: false });
const ROWS = Number(values.rows ?? 5000);
const url = process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-bulk-import-"));
const log = (line: string) => console.log(line);

const database: Database = url ? await openPostgres(url) : await openPglite({ dataDir: path.join(dataDir, "db") });
await seedCatalogues(database.db);
const config = loadConfig(
  { NODE_ENV: "production", LOG_LEVEL: "silent" },
  { DATA_DIR: dataDir, JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123", WEB_DIST: path.join(dataDir, "no-web"), REMINDERS_INTERVAL_S: 0 },
);
const app = await buildApp({ config, database, logger: false });
await app.ready();
const ctx = { app, database, config: app.config, close: async () => {} };

const first = async (table: typeof schema.color) => (await app.db.select({ nombre: table.nombre }).from(table).limit(1))[0].nombre;
const names: Record<string, string> = {
  tipo_placa_id: await first(schema.tipo_placa),
  marca_vehiculo_id: await first(schema.marca_vehiculo),
  color_id: await first(schema.color),
  tipo_vehiculo_id: await first(schema.tipo_vehiculo),
  tipo_uso_id: await first(schema.tipo_uso),
  tipo_combustible_id: await first(schema.tipo_combustible),
};
const carrier = await createCarrier(ctx);
const licencia = await addLicencia(ctx, carrier);
const tarjeta = await addTarjeta(ctx, carrier, licencia.id);

/** Plates 000AAA… in a block of letters of this run, so runs on the same database do not collide. */
const LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const base = Math.floor(Math.random() * (LETTERS.length ** 3 - Math.ceil(ROWS / 1000) - 1));
const plate = (i: number) => {
  const n = base + Math.floor(i / 1000);
  return `${String(i % 1000).padStart(3, "0")}${LETTERS[Math.floor(n / 576) % 24]}${LETTERS[Math.floor(n / 24) % 24]}${LETTERS[n % 24]}`;
};

const wb = new ExcelJS.Workbook();
const sheet = wb.addWorksheet("Vehículos");
sheet.addRow(COLUMNAS_VEHICULO.map((c) => c.encabezado));
for (let i = 0; i < ROWS; i++) {
  const v: Record<string, unknown> = {
    ...names,
    numero_placa: plate(i),
    nit: randomNit(),
    asiento: 40,
    motor: `MTR-${i}`,
    modelo: "2020",
    linea: "COASTER",
    cilindro: 6,
    cc: 4000,
    numero_serie: `SER-${i}`,
    numero_chasis: `CHS-${i}`,
    nombre_aseguradora: "SEGUROS EL ROBLE, S.A.",
    poliza_numero: `POL-${i}`,
    poliza_tipo_seguro: "RESPONSABILIDAD CIVIL",
    poliza_prima_total: 1500.5,
    poliza_valor: 250000,
    poliza_monto_asegurado: 200000,
    poliza_fecha_inicio: daysFromToday(-30),
    poliza_fecha_fin: daysFromToday(300),
  };
  sheet.addRow(COLUMNAS_VEHICULO.map((c) => v[c.campo] as ExcelJS.CellValue));
}
const file = Buffer.from(await wb.xlsx.writeBuffer());
log(`Database: ${url ? "PostgreSQL (DATABASE_URL)" : "PGlite (temporary)"}; ${ROWS} rows, file ${(file.length / 1024).toFixed(0)} KB; Node ${process.version}, ${os.cpus().length} cores`);

/** Runs `work`, sampling RSS every 20 ms: seconds and the peak growth over the RSS before it, in MB. */
async function measure<T>(work: () => Promise<T>): Promise<{ s: number; mb: number; value: T }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { s: (performance.now() - started) / 1000, mb: (peak - before) / 1024 / 1024, value };
  } finally {
    clearInterval(sampler);
  }
}

const send = async (step: string) => {
  const { payload, headers } = await multipartBody({}, { archivo: { bytes: file, name: "flota.xlsx", type: "application/octet-stream" } });
  const res = await app.inject({ method: "POST", url: `/api/vehiculo/${tarjeta.id}/tarjeta_operacion/${step}`, headers: { ...carrier.headers, ...headers }, payload });
  if (res.statusCode !== 200) throw new Error(`${step}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json() as { nuevas: number; con_errores: number };
};

const baseline = await measure(async () => {
  let n = 0;
  for await (const _ of readSheetRows(file)) n++;
  return n;
});
const preview = await measure(() => send("importacion/vista"));
const apply = await measure(() => send("importacion"));
if (preview.value.nuevas !== ROWS || apply.value.nuevas !== ROWS) throw new Error(`expected ${ROWS} new rows: ${JSON.stringify([preview.value, apply.value])}`);

const line = (name: string, m: { s: number; mb: number }, target?: string) =>
  log(`${name.padEnd(26)} ${m.s.toFixed(2).padStart(7)} s  ×${(m.s / baseline.s).toFixed(1).padStart(5)}  RSS +${m.mb.toFixed(0).padStart(4)} MB${target ? `  (target ${target})` : ""}`);
line("baseline: read rows only", baseline);
line("preview: check every row", preview, "≤ 10 s, ≤ 200 MB");
line("apply: one transaction", apply, "≤ 30 s, ≤ 200 MB");

await app.close();
await database.close();
