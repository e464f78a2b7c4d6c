/**
 * `npm run bench:database-cut -w apps/api` (DATABASE_URL = a PostgreSQL database it may write to): the
 * slowest answer while the network to PostgreSQL is cut, with the production timeouts (statement 10 s), first
 * without the dead-connection check (DB_DEAD_CONNECTION_MS=0, the baseline) and then with it (5 s), in the
 * same run. The cut is a relay that stops forwarding without closing anything (test/tcp-relay.ts): four
 * connections are open and idle when it starts, then a health check, six reads and a log-in arrive together.
 */
import { randomBytes } from "node:crypto";
import type { InjectOptions } from "fastify";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openPostgres } from "../src/db/client";
import { createAccount, randomNit } from "../test/carrier";
import { TcpRelay } from "../test/tcp-relay";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL: the PostgreSQL database to measure on.");

async function slowestUnderCut(deadConnectionMs: number | undefined) {
  const target = new URL(url!);
  const relay = new TcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
  await relay.start();
  const viaRelay = new URL(relay.urlFor(url!));
  viaRelay.searchParams.set("application_name", `portal-corte-${randomBytes(4).toString("hex")}`);
  const database = await openPostgres(viaRelay.toString(), { statementTimeoutMs: 10_000, deadConnectionMs, onConnectionError: () => {} });
  const config = loadConfig({ LOG_LEVEL: "silent" }, { JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "portal-corte-")) });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const ctx = { app, database, config: app.config, close: async () => {} };
  const account = await createAccount(ctx);
  const timed = async (request: InjectOptions) => {
    const start = performance.now();
    const res = await app.inject(request);
    return { status: res.statusCode, ms: performance.now() - start };
  };
  const read = () => timed({ method: "GET", url: "/api/persona", headers: account.headers });
  await Promise.all([read(), read(), read(), read()]);
  relay.cut();
  const answers = await Promise.all([
    timed({ method: "GET", url: "/api/health" }),
    ...Array.from({ length: 6 }, read),
    timed({ method: "POST", url: "/api/authenticate", payload: { nit: randomNit(), password: "Clave-segura-123" } }),
  ]);
  relay.restore();
  await app.close();
  await database.close();
  await relay.stop();
  return { slowest: Math.max(...answers.map((a) => a.ms)), statuses: answers.map((a) => a.status) };
}

const baseline = await slowestUnderCut(undefined);
console.log(`without the check (DB_DEAD_CONNECTION_MS=0): slowest ${(baseline.slowest / 1000).toFixed(1)} s, statuses ${baseline.statuses.join(" ")}`);
const checked = await slowestUnderCut(5000);
console.log(`with the check (DB_DEAD_CONNECTION_MS=5000): slowest ${(checked.slowest / 1000).toFixed(1)} s, statuses ${checked.statuses.join(" ")}`);
console.log(`ratio: ${(checked.slowest / baseline.slowest).toFixed(2)} of the baseline`);
