import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { persona_email } from "../../../db/schema/index";
import type { Mail } from "../../../plugins/mail";
import { buildTestApp, type TestContext } from "../../../../test/app";
import { createCarrier } from "../../../../test/carrier";
import { addLicencia, daysFromToday } from "../../../../test/licencias";

/**
 * The loop as the server runs it: passes start once it listens, a mail server fault is retried on the
 * next pass without stopping anything, and closing ends the passes. Only on the file's own PGlite: a
 * pass reads every carrier of the database, and the shared PostgreSQL keeps every run's.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the reminder loop", () => {
  let ctx: TestContext;
  const outbox: Mail[] = [];
  let attempts = 0;

  beforeAll(async () => {
    ctx = await buildTestApp({ REMINDERS_INTERVAL_S: 1 });
    ctx.app.mailer.send = async (mail) => {
      attempts++;
      if (attempts === 1) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      outbox.push(mail);
    };
  });
  afterAll(() => ctx.close());

  it("sends after a failed pass once the server listens, and stops when it closes", async () => {
    const c = await createCarrier(ctx);
    await ctx.app.db.insert(persona_email).values({ persona_id: c.personaId, email: "bucle@example.gt", notificar: true });
    await addLicencia(ctx, c, { numero: "LIC-BUCLE", inicia: daysFromToday(-300), fin: daysFromToday(7) });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(attempts).toBe(0); // nothing before the server listens

    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    await expect.poll(() => outbox.filter((m) => m.subject.startsWith("Licencia LIC-BUCLE")).length, { timeout: 10_000 }).toBe(1);
    expect(attempts).toBeGreaterThan(1);

    await ctx.app.close();
    const after = attempts;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(attempts).toBe(after);
    expect(outbox.filter((m) => m.subject.startsWith("Licencia LIC-BUCLE"))).toHaveLength(1);
  });
});
