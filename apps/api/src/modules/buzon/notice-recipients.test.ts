import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Account, type Carrier, createCarrier } from "../../../test/carrier";
import { addMember } from "../../../test/members";
import { mailsTo } from "../../../test/outbox";
import { createStaff, staffHeaders } from "../../../test/staff";
import { persona_email, usuario } from "../../db/schema/index";
import { noticeRecipients } from "../../lib/notices/alert";

const emailOf = (a: Account) => `${a.nit.toLowerCase()}@example.com`;

describe("who is alerted that a notice waits (issue 21)", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let other: Carrier;
  const m: Record<string, Account> = {};

  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
    other = await createCarrier(ctx);
    m.administrador = await addMember(ctx, carrier.personaId, "administrador");
    m.editor = await addMember(ctx, carrier.personaId, "editor");
    m.gestor = await addMember(ctx, carrier.personaId, "editor", "2099-12-31");
    m.consulta = await addMember(ctx, carrier.personaId, "consulta");
    m.vencido = await addMember(ctx, carrier.personaId, "editor", "2020-01-01");
    // An editor of another carrier only.
    m.ajeno = await addMember(ctx, other.personaId, "editor");
    // An editor whose account's address is one of the carrier's notice addresses, in other capitals.
    m.mismo = await addMember(ctx, carrier.personaId, "editor");
    await ctx.app.db.update(usuario).set({ email: "Oficina@Transportes.example.gt" }).where(eq(usuario.id, m.mismo.userId));
  });
  afterAll(() => ctx?.close());

  it("adds the members who may edit (titular, administrador, editor; active, unexpired) to the carrier's addresses, each once", async () => {
    const expected = [emailOf(carrier), emailOf(m.administrador), emailOf(m.editor), emailOf(m.gestor), "Oficina@Transportes.example.gt"];
    expect(await noticeRecipients(ctx.app.db, carrier.personaId)).toEqual(expected);

    await ctx.app.db.insert(persona_email).values([
      { persona_id: carrier.personaId, email: "oficina@transportes.example.gt", notificar: true },
      { persona_id: carrier.personaId, email: emailOf(m.editor).toUpperCase(), notificar: true },
      { persona_id: carrier.personaId, email: "no-avisar@transportes.example.gt", notificar: false },
    ]);
    const withMarked = await noticeRecipients(ctx.app.db, carrier.personaId);
    expect(withMarked).toEqual([
      "oficina@transportes.example.gt",
      emailOf(m.editor).toUpperCase(),
      emailOf(carrier),
      emailOf(m.administrador),
      emailOf(m.gestor),
    ]);
    for (const left of [m.consulta, m.vencido, m.ajeno]) expect(withMarked.map((e) => e.toLowerCase())).not.toContain(emailOf(left));
    expect(withMarked).not.toContain("no-avisar@transportes.example.gt");
  });

  it("mails the alert to each of them once when staff send a notice", async () => {
    const revisor = await createStaff(ctx, { rol: "revisor" });
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/transportistas/${carrier.personaId}/notificaciones`,
      headers: staffHeaders(revisor.token),
      payload: { tipo: "aviso", asunto: "Aviso", cuerpo: "Texto." },
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const who of [m.administrador, m.gestor]) expect(mailsTo(ctx, emailOf(who)), emailOf(who)).toHaveLength(1);
    expect(mailsTo(ctx, "oficina@transportes.example.gt")).toHaveLength(1);
    expect(mailsTo(ctx, "Oficina@Transportes.example.gt")).toHaveLength(0);
    for (const who of [m.consulta, m.vencido, m.ajeno]) expect(mailsTo(ctx, emailOf(who))).toHaveLength(0);
  });
});
