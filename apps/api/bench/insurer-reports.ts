/**
 * `npm run bench:insurer-reports -w apps/api` (DATABASE_URL: a PostgreSQL to write into): the insurers'
 * API at the issue's sizes (issue 24, decision 264). Through the whole app (guard, validation, idempotency
 * key, audit trigger), in process. Prints:
 * - baseline, in the same run: policies reported one request each (100 of them, within the per-client
 *   limit of decision 265, scaled to 1,000);
 * - one batch of 1,000 new policies, and one of 1,000 changes (cancellations), against the 2 s target;
 * - three clients reporting batches of 1,000 at once for `--seconds`, as policies a minute, against 10,000.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { buildApp, type App } from "../src/app";
import { loadConfig } from "../src/config";
import { funcionario } from "../src/db/schema/index";
import { createCliente } from "../src/modules/admin-aseguradoras/clientes";

const { values } = parseArgs({ options: { seconds: { type: "string" } } });
const seconds = Number(values.seconds ?? 20);
if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL: the PostgreSQL to bench on (the issue's target is on PostgreSQL).");

const run = Date.now().toString(36).toUpperCase();
let plateSeq = 0;
/** Distinct plates per run ("123ABC" shape). */
function plate(): string {
  const n = plateSeq++;
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ";
  const l = (i: number) => letters[Math.floor(n / 1000 / 24 ** i) % 24];
  return `${String(n % 1000).padStart(3, "0")}${l(0)}${l(1)}${l(2)}`;
}
const policy = (placa: string, estado = "vigente") => ({
  tipo_placa: "C",
  numero_placa: placa,
  numero_poliza: `B${run}-${placa}`,
  fecha_inicio: "2026-01-01",
  fecha_fin: "2026-12-31",
  prima_total: "4500.00",
  monto_asegurado: "150000.00",
  estado,
  ...(estado === "vigente" ? {} : { motivo: "Falta de pago" }),
});

async function client(app: App, staffId: number, aseguradoraId: number) {
  const { cliente, client_secret } = await createCliente(app.db, staffId, { aseguradora_id: aseguradoraId, descripcion: "bench" });
  const res = await app.inject({
    method: "POST",
    url: "/api/aseguradoras/oauth/token",
    payload: { grant_type: "client_credentials", client_id: cliente.client_id, client_secret },
  });
  return { authorization: `Bearer ${res.json().access_token}` };
}

async function post(app: App, auth: { authorization: string }, url: string, payload: object, key: string) {
  const res = await app.inject({ method: "POST", url: `/api/aseguradoras/v1/${url}`, headers: { ...auth, "idempotency-key": key }, payload });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res;
}

const ms = (t0: number) => performance.now() - t0;
const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 0 });

const config = loadConfig({ LOG_LEVEL: "warn", ...process.env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "bench-insurers-")), REMINDERS_INTERVAL_S: "0" });
const app = await buildApp({ config });
await app.ready();
try {
  const [staff] = await app.db
    .insert(funcionario)
    .values({ email: `bench-${run.toLowerCase()}@example.com`, nombre: "Bench", rol: "admin" })
    .returning({ id: funcionario.id });
  const auths = [await client(app, staff.id, 1), await client(app, staff.id, 2), await client(app, staff.id, 3)];
  const baselineClient = await client(app, staff.id, 4);

  // Warm-up: the first statements of a fresh pool pay for planning and connections.
  await post(app, auths[0], "polizas/lote", { polizas: Array.from({ length: 50 }, () => policy(plate())) }, `warm-${run}`);

  const baselinePlates = Array.from({ length: 100 }, () => plate());
  let t0 = performance.now();
  for (const [i, p] of baselinePlates.entries()) await post(app, baselineClient, "polizas", policy(p), `one-${run}-${i}`);
  const baseline = ms(t0) * 10;

  const plates = Array.from({ length: 1000 }, () => plate());
  t0 = performance.now();
  await post(app, auths[0], "polizas/lote", { polizas: plates.map((p) => policy(p)) }, `new-${run}`);
  const batchNew = ms(t0);
  t0 = performance.now();
  await post(app, auths[0], "polizas/lote", { polizas: plates.map((p) => policy(p, "cancelada")) }, `cancel-${run}`);
  const batchChange = ms(t0);

  // Each client sends a batch at most every 0.6 s: 100 requests a minute, under its limit of 120 (decision 265).
  let reported = 0;
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  t0 = performance.now();
  await Promise.all(
    auths.map(async (auth, c) => {
      for (let i = 0; performance.now() < until; i++) {
        const start = performance.now();
        await post(app, auth, "polizas/lote", { polizas: Array.from({ length: 1000 }, () => policy(plate())) }, `load-${run}-${c}-${i}`);
        latencies.push(ms(start));
        reported += 1000;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 600 - ms(start))));
      }
    }),
  );
  const perMinute = (reported / ms(t0)) * 60_000;
  latencies.sort((a, b) => a - b);
  const p50 = latencies[Math.floor(latencies.length / 2)];
  const max = latencies[latencies.length - 1];

  console.log(`Insurers' API on PostgreSQL (${new URL(process.env.DATABASE_URL).pathname.slice(1)}), through the whole app in process:`);
  console.log(`  baseline: 1,000 policies one request each        ${fmt(baseline)} ms  (100 measured, ×10)`);
  console.log(`  one batch of 1,000 new policies                  ${fmt(batchNew)} ms  (target ≤ 2,000 ms; ${(baseline / batchNew).toFixed(1)}× faster than the baseline)`);
  console.log(`  one batch of 1,000 cancellations                 ${fmt(batchChange)} ms  (target ≤ 2,000 ms)`);
  console.log(`  3 clients at once for ${seconds} s (each at most one batch per 0.6 s): ${fmt(reported)} policies = ${fmt(perMinute)} a minute  (target ≥ 10,000)`);
  console.log(`    batch of 1,000 under that load: median ${fmt(p50)} ms, slowest ${fmt(max)} ms`);
} finally {
  await app.close();
}
