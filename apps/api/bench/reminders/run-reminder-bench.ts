/**
 * `npm run bench:reminders -w apps/api`: one reminder pass at national size (decision 216). Needs the
 * bench's seeded PostgreSQL (`npm run bench -- --seed-only` with the same DATABASE_URL). Puts about
 * 1,000 items due today and 20,000 already mailed on the data, starts two instances of the app on the
 * database (each its own pool, mail kept in memory), lets the first work a pass while the second asks
 * for the same pass, and prints: wall time, CPU of the database's backends and statements of the pass;
 * the statements of the second instance; then the same for the week's first pass (with the digest of
 * what is missing). The seed's dates are put back at the end.
 */
import { parseArgs } from "node:util";
import { todayInGuatemala } from "@portal/domain/formats";
import { eq, sql } from "drizzle-orm";
import type pg from "pg";
import { type App, buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { databaseCpu } from "./db-cpu";
import { prepareDue, restoreDates } from "./prepare-due";
import { recordatorio_pasada } from "../../src/db/schema/index";
import { runReminderPass } from "../../src/modules/vencimientos/recordatorios/run-reminders";
import { weekStart } from "../../src/modules/vencimientos/recordatorios/thresholds";

const { values } = parseArgs({ options: { due: { type: "string" }, mailed: { type: "string" } } });
const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL: the bench's PostgreSQL (the database CPU is read from its backends on this machine).");
const sizes = { due: Number(values.due ?? 1000), mailed: Number(values.mailed ?? 20000) };
const today = todayInGuatemala();

/** Every statement an instance sends, counted at its pool. */
function countStatements(app: App) {
  const pool = (app.database as unknown as { pool: pg.Pool }).pool;
  const statements: string[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text: string };
    statements.push(typeof first === "string" ? first : first.text);
    return query(...args);
  };
  return statements;
}

async function instance() {
  const config = loadConfig({ LOG_LEVEL: "warn", ...process.env, REMINDERS_INTERVAL_S: "0" });
  const app = await buildApp({ config });
  await app.ready();
  let mails = 0;
  app.mailer.send = async () => void mails++;
  return { app, statements: countStatements(app), mails: () => mails };
}

/** Statements that read or write something other than the pass's own row. */
const carrierStatements = (statements: string[]) => statements.filter((s) => !/^insert into "recordatorio_pasada"/.test(s));

const a = await instance();
const b = await instance();
try {
  console.log(`Preparing: ${sizes.due} items due today, ${sizes.mailed} already mailed (${today})…`);
  await prepareDue(a.app.database.db, today, sizes);
  const week = `pendientes:${weekStart(today)}`;
  for (const [label, digestDone] of [["pass (digest of the week already out)", true], ["the week's first pass (with the digest)", false]] as const) {
    const clave = `bench:${Date.now()}`;
    // Any pass but the week's first finds the week's digest done; the week's first works it too.
    await a.app.database.db.delete(recordatorio_pasada).where(eq(recordatorio_pasada.clave, week));
    if (digestDone) await a.app.database.db.insert(recordatorio_pasada).values({ clave: week, instancia: "bench", terminado_at: sql`now()` });
    a.statements.length = 0;
    b.statements.length = 0;
    const mailsBefore = a.mails();
    const started = performance.now();
    const { result, cpuSeconds } = await databaseCpu(url, () => runReminderPass(a.app, { clave, today }));
    const wall = (performance.now() - started) / 1000;
    const second = await runReminderPass(b.app, { clave, today });
    console.log(
      `${label}: ${wall.toFixed(2)} s wall, ${cpuSeconds.toFixed(2)} s database CPU, ${a.statements.length} statements, ` +
        `${a.mails() - mailsBefore} mails (sent ${result.sent}, failed ${result.failed}); ` +
        `second instance: ${second.skipped ? "skipped" : "worked"}, ${b.statements.length} statement(s), ${carrierStatements(b.statements).length} reading carriers`,
    );
  }
} finally {
  await restoreDates(a.app.database.db).catch((err: unknown) => console.error("restoring the seed's dates failed:", err));
  await Promise.all([a.app.close(), b.app.close()]);
}
