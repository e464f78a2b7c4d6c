import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { createAccount, createCarrier, type Carrier } from "../../../test/carrier";
import { mailsTo } from "../../../test/outbox";
import { invitacion, miembro } from "../../db/schema/index";

const tokenFrom = (mail: string) => /token=([\w-]+)/.exec(mail)![1];

describe("invitations: by NIT and e-mail, single use, 7 days", () => {
  let ctx: TestContext;
  let titular: Carrier;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { logger: process.env.DEBUG_LOG ? { level: "error" } : false });
    titular = await createCarrier(ctx);
  });
  afterAll(() => ctx?.close());

  const inviteBody = (nit: string, email: string, extra: object = {}) => ({ nit, email, nombre: "ANA LÓPEZ", rol: "editor", ...extra });
  const invite = (body: object, who = titular) => ctx.app.inject({ method: "POST", url: `/api/persona/${who.personaId}/invitaciones`, headers: who.headers, payload: body });

  it("invites, mails a link, and only the invited NIT accepts it, once", async () => {
    const invited = await createAccount(ctx);
    const email = `inv-${invited.nit.toLowerCase()}@example.gt`;
    const res = await invite(inviteBody(invited.nit, email));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invitacion).toMatchObject({ nit: invited.nit, email, rol: "editor", vence: null });
    const [mail] = mailsTo(ctx, email);
    expect(mail).toContain("Editor");
    const token = tokenFrom(mail);

    const preview = await ctx.app.inject({ method: "GET", url: `/api/invitacion/${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().invitacion).toMatchObject({ transportista: "JUAN PÉREZ", rol: "editor", nit: invited.nit });

    const stranger = await createAccount(ctx);
    const wrong = await ctx.app.inject({ method: "POST", url: `/api/invitacion/${token}/aceptar`, headers: stranger.headers });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/otra cuenta/);

    const ok = await ctx.app.inject({ method: "POST", url: `/api/invitacion/${token}/aceptar`, headers: invited.headers });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().miembro).toMatchObject({ persona_id: titular.personaId, rol: "editor" });
    const again = await ctx.app.inject({ method: "POST", url: `/api/invitacion/${token}/aceptar`, headers: invited.headers });
    expect(again.statusCode).toBe(422);
    expect(again.json().motivo).toBe("INVITACION_INVALIDA");

    // The new member reads the carrier and changes it.
    const read = await ctx.app.inject({ method: "GET", url: `/api/persona/${titular.personaId}`, headers: invited.headers });
    expect(read.statusCode).toBe(200);
    const list = await ctx.app.inject({ method: "GET", url: `/api/persona/${titular.personaId}/miembros`, headers: invited.headers });
    expect(list.json().miembro.map((m: { rol: string; nit: string }) => [m.rol, m.nit])).toEqual([["titular", titular.nit], ["editor", invited.nit]]);
  });

  it("refuses an expired or revoked link, and a resent one replaces the old", async () => {
    const a = await createAccount(ctx);
    const email = `exp-${a.nit.toLowerCase()}@example.gt`;
    const created = (await invite(inviteBody(a.nit, email))).json().invitacion;
    const first = tokenFrom(mailsTo(ctx, email)[0]);
    await ctx.app.db.update(invitacion).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(invitacion.id, created.id));
    expect((await ctx.app.inject({ method: "POST", url: `/api/invitacion/${first}/aceptar`, headers: a.headers })).statusCode).toBe(422);
    // Expired is no longer pending: it can be invited again; resend of the expired one is refused.
    const stale = await ctx.app.inject({ method: "POST", url: `/api/invitaciones/${created.id}/reenviar`, headers: titular.headers });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().motivo).toBe("INVITACION_NO_PENDIENTE");
    const again = (await invite(inviteBody(a.nit, email))).json().invitacion;
    const resent = await ctx.app.inject({ method: "POST", url: `/api/invitaciones/${again.id}/reenviar`, headers: titular.headers });
    expect(resent.statusCode).toBe(200);
    const mails = mailsTo(ctx, email);
    expect(mails).toHaveLength(3);
    const tokens = mails.map(tokenFrom);
    const latest = tokens.find((t) => t !== first && tokens.filter((x) => x === t).length === 1 && t !== tokens[1]) ?? tokens[2];
    const revoke = await ctx.app.inject({ method: "DELETE", url: `/api/invitaciones/${again.id}`, headers: titular.headers });
    expect(revoke.statusCode).toBe(200);
    for (const t of tokens) expect((await ctx.app.inject({ method: "POST", url: `/api/invitacion/${t}/aceptar`, headers: a.headers })).statusCode).toBe(422);
    expect(latest).toBeDefined();
    expect(await ctx.app.db.select().from(miembro).where(eq(miembro.usuario_id, a.userId))).toEqual([]);
  });

  it("checks the body: an end date at most a year ahead, a mandatario of this carrier, no second pending invitation", async () => {
    const a = await createAccount(ctx);
    const far = new Date(Date.now() + 400 * 86400e3).toISOString().slice(0, 10);
    const res = await invite(inviteBody(a.nit, "x@example.gt", { vence: far }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.vence).toBeDefined();
    expect((await invite(inviteBody(a.nit, "x@example.gt", { mandato_id: 999999 }))).statusCode).toBe(422);
    expect((await invite(inviteBody(a.nit, "x@example.gt"))).statusCode).toBe(201);
    expect((await invite(inviteBody(a.nit, "x@example.gt"))).statusCode).toBe(409);
    expect((await invite(inviteBody(titular.nit, "x@example.gt"))).statusCode).toBe(409);
  });

  it("an editor cannot invite (403); another carrier's titular gets 404", async () => {
    const other = await createCarrier(ctx);
    expect((await invite(inviteBody("1234567-8", "y@example.gt"), { ...other, personaId: titular.personaId })).statusCode).toBe(404);
  });
});
