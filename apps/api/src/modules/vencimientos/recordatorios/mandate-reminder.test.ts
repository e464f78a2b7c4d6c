import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../../test/app";
import { createCarrier } from "../../../../test/carrier";
import { daysFromToday } from "../../../../test/licencias";
import { addMember } from "../../../../test/members";
import type { Mail } from "../../../plugins/mail";
import { runReminders } from "./run-reminders";

describe("a gestor's access that ends soon: the carrier is mailed once, 7 days before", () => {
  let ctx: TestContext;
  const outbox: Mail[] = [];
  beforeAll(async () => {
    ctx = await buildTestApp({ PUBLIC_URL: "https://portal.example.gt" });
    ctx.app.mailer.send = async (mail) => {
      outbox.push(mail);
    };
  });
  afterAll(() => ctx?.close());

  it("mails the carrier's account when the end date is a week away (clock moved, no sleep), once", async () => {
    const c = await createCarrier(ctx);
    const vence = daysFromToday(20);
    await addMember(ctx, c.personaId, "editor", vence);
    await runReminders(ctx.app, { usuarioIds: [c.userId], today: daysFromToday(0), digest: false });
    expect(outbox.filter((m) => m.subject.includes("termina pronto"))).toEqual([]);
    // Thirteen days later the end is seven days away.
    await runReminders(ctx.app, { usuarioIds: [c.userId], today: daysFromToday(13), digest: false });
    await runReminders(ctx.app, { usuarioIds: [c.userId], today: daysFromToday(14), digest: false });
    const sent = outbox.filter((m) => m.subject.includes("termina pronto"));
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe(`${c.nit.toLowerCase()}@example.com`);
    expect(sent[0].text).toContain("PERSONA EDITOR");
    expect(sent[0].text).toContain("https://portal.example.gt/miembros");
  });
});
