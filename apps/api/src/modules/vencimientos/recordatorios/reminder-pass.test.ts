import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client";
import { persona_email, recordatorio } from "../../../db/schema/index";
import type { Mail } from "../../../plugins/mail";
import { buildTestApp, type TestContext } from "../../../../test/app";
import { createCarrier } from "../../../../test/carrier";
import { addLicencia, daysFromToday } from "../../../../test/licencias";
import { umbralOf } from "./not-sent-yet";
import { runReminderPass } from "./run-reminders";
import { currentUmbral } from "./thresholds";

/** Every statement a database handle sends while counting (node-postgres' pool, or PGlite's client). */
function countStatements(database: Database) {
  const target = ("pool" in database ? database.pool : (database as unknown as { client: object }).client) as { query: (...args: unknown[]) => unknown };
  const original = target.query;
  const statements: string[] = [];
  target.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    statements.push(typeof first === "string" ? first : first.text);
    return original.apply(this, args);
  };
  return { statements, stop: () => void (target.query = original) };
}

/**
 * A pass as the loop runs it (decision 216), on two instances of one database: only the instance that
 * claims the pass works it, and a pass that stopped half-way is resumed by the next without a mail twice.
 */
describe("reminder passes", () => {
  let a: TestContext;
  let b: TestContext;
  const outbox: Mail[] = [];

  beforeAll(async () => {
    a = await buildTestApp({ PUBLIC_URL: "https://portal.example.gt" });
    b = await buildTestApp({ PUBLIC_URL: "https://portal.example.gt" }, process.env.TEST_DATABASE_URL ? {} : { database: a.database });
    for (const ctx of [a, b]) ctx.app.mailer.send = async (mail) => void outbox.push(mail);
  });
  afterAll(async () => {
    if (process.env.TEST_DATABASE_URL) await b?.close();
    else await b?.app.close();
    await a?.close();
  });

  let passes = 0;
  const newClave = () => `prueba:${Date.now()}:${passes++}`;
  const subjectsTo = (address: string) => outbox.filter((m) => m.to === address).map((m) => m.subject).sort();

  async function carrierDue(address: string, licencias: number[]) {
    const c = await createCarrier(a);
    await a.app.db.insert(persona_email).values({ persona_id: c.personaId, email: address, notificar: true });
    for (const [i, dias] of licencias.entries()) {
      await addLicencia(a, c, { numero: `LIC-P${i}`, inicia: daysFromToday(-300), fin: daysFromToday(dias) });
    }
    return c;
  }

  it("is worked by one instance; the other sends one statement and reads no carrier", async () => {
    const address = `pasada-${Date.now()}@example.gt`;
    const c = await carrierDue(address, [7]);
    const clave = newClave();
    const first = await runReminderPass(a.app, { clave, usuarioIds: [c.userId] });
    const counter = countStatements(b.database);
    const second = await runReminderPass(b.app, { clave, usuarioIds: [c.userId] });
    counter.stop();

    expect(first).toEqual({ skipped: false, sent: 2, failed: 0 });
    expect(second).toEqual({ skipped: true, sent: 0, failed: 0 });
    expect(counter.statements).toHaveLength(1);
    expect(counter.statements[0]).toMatch(/^insert into "recordatorio_pasada"/);
    expect(subjectsTo(address)).toEqual(["Datos pendientes en el portal de transportistas - DGT", "Licencia LIC-P0 vence en 7 días - DGT"]);

    // Both at once: still one pass, each mail once.
    const c2 = await carrierDue(`pasada2-${Date.now()}@example.gt`, [30]);
    const clave2 = newClave();
    const both = await Promise.all([a, b].map((ctx) => runReminderPass(ctx.app, { clave: clave2, usuarioIds: [c2.userId] })));
    expect(both.map((r) => r.skipped).sort()).toEqual([false, true]);
    expect(both.reduce((n, r) => n + r.sent, 0)).toBe(2);
  });

  it("resumes a pass stopped half-way without sending a mail twice", async () => {
    const address = `corte-${Date.now()}@example.gt`;
    const c = await carrierDue(address, [0, 7, 30, 60]);
    // Instance a stops while sending its second mail (as a process killed there would): the send never returns.
    let sends = 0;
    const stuck = new Promise<void>(() => {});
    const send = a.app.mailer.send;
    a.app.mailer.send = async (mail) => {
      if (++sends === 2) return stuck;
      outbox.push(mail);
    };
    void runReminderPass(a.app, { clave: newClave(), usuarioIds: [c.userId] });
    await expect.poll(() => sends, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the mails it had under way when it stopped
    a.app.mailer.send = send;
    const before = subjectsTo(address).length;
    expect(before).toBeLessThan(5);

    // The next pass, on the other instance, sends what was left; the mail in flight stays claimed.
    const next = await runReminderPass(b.app, { clave: newClave(), usuarioIds: [c.userId] });
    expect(next).toEqual({ skipped: false, sent: 4 - before, failed: 0 });
    expect(subjectsTo(address)).toHaveLength(4);

    // Once its claim lapses (ten minutes), a later pass sends it, once; nothing is left after that.
    await a.app.db
      .update(recordatorio)
      .set({ reclamado_at: sql`now() - interval '11 minutes'` })
      .where(and(eq(recordatorio.usuario_id, c.userId), isNull(recordatorio.enviado_at)));
    expect(await runReminderPass(b.app, { clave: newClave(), usuarioIds: [c.userId] })).toEqual({ skipped: false, sent: 1, failed: 0 });
    expect(await runReminderPass(a.app, { clave: newClave(), usuarioIds: [c.userId] })).toEqual({ skipped: false, sent: 0, failed: 0 });
    expect(subjectsTo(address)).toEqual([
      "Datos pendientes en el portal de transportistas - DGT",
      "Licencia LIC-P0 vence hoy - DGT",
      "Licencia LIC-P1 vence en 7 días - DGT",
      "Licencia LIC-P2 vence en 30 días - DGT",
      "Licencia LIC-P3 vence en 60 días - DGT",
    ]);
  });

  it("selects in SQL the threshold the mail is written for, on every day of the window", async () => {
    const today = "2026-11-26";
    const rows = (await a.app.db.execute(
      sql`select d::int as dias, ${umbralOf(sql`(${today}::date + d)`, today)} as umbral from generate_series(-6, 60) d`,
    )) as unknown as { rows: Array<{ dias: number; umbral: number }> };
    expect(rows.rows).toHaveLength(67);
    for (const r of rows.rows) expect([r.dias, Number(r.umbral)]).toEqual([r.dias, currentUmbral(r.dias)]);
  });
});
