import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { createCarrier, type Carrier } from "../../../test/carrier";
import { addMember } from "../../../test/members";
import { auditoria, miembro } from "../../db/schema/index";

/** Today's date in Guatemala as the database computes it, moved by `days`. */
async function guatemalaDay(ctx: TestContext, days: number): Promise<string> {
  const { rows } = await ctx.app.db.execute<{ d: string }>(sql`select ((now() at time zone 'America/Guatemala')::date + ${days}::int)::text as d`);
  return rows[0].d;
}

describe("members: roles, no way up, removal and expiry from the next request", () => {
  let ctx: TestContext;
  let c: Carrier;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { logger: process.env.DEBUG_LOG ? { level: "error" } : false });
    c = await createCarrier(ctx);
  });
  afterAll(() => ctx?.close());

  const patch = (id: number, headers: Record<string, string>, payload: object) => ctx.app.inject({ method: "PATCH", url: `/api/miembros/${id}`, headers, payload });
  const remove = (id: number, headers: Record<string, string>) => ctx.app.inject({ method: "DELETE", url: `/api/miembros/${id}`, headers });
  const readPersona = (headers: Record<string, string>) => ctx.app.inject({ method: "GET", url: `/api/persona/${c.personaId}`, headers });
  const titularRow = async () => (await ctx.app.db.select().from(miembro).where(eq(miembro.usuario_id, c.userId)))[0];

  it("the registering account is the carrier's titular (the upgrade and every new carrier)", async () => {
    expect(await titularRow()).toMatchObject({ persona_id: c.personaId, rol: "titular", vence: null });
  });

  it("nobody raises their own role; an editor manages nobody; an administrador cannot touch a titular", async () => {
    const editor = await addMember(ctx, c.personaId, "editor");
    const admin = await addMember(ctx, c.personaId, "administrador");
    expect((await patch(editor.miembroId, editor.headers, { rol: "administrador" })).statusCode).toBe(403);
    expect((await patch(admin.miembroId, admin.headers, { rol: "titular" })).statusCode).toBe(403);
    const t = await titularRow();
    const demote = await patch(t.id, admin.headers, { rol: "consulta" });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toMatch(/titular/);
    expect((await remove(t.id, admin.headers)).statusCode).toBe(403);
    expect((await patch(admin.miembroId, admin.headers, { rol: "consulta" })).statusCode).toBe(403);
    // An administrador changes an editor's role; an editor may not invite.
    expect((await patch(editor.miembroId, admin.headers, { rol: "consulta" })).statusCode).toBe(200);
    const invite = await ctx.app.inject({ method: "POST", url: `/api/persona/${c.personaId}/invitaciones`, headers: editor.headers, payload: { nit: "576937-K", email: "a@example.gt", nombre: "A", rol: "editor" } });
    expect(invite.statusCode).toBe(403);
    expect((await titularRow()).rol).toBe("titular");
  });

  it("the last titular can neither leave nor be removed nor demoted", async () => {
    const t = await titularRow();
    expect((await remove(t.id, c.headers)).statusCode).toBe(409);
    expect((await patch(t.id, c.headers, { rol: "editor" })).statusCode).toBe(403);
    expect((await titularRow()).rol).toBe("titular");
  });

  it("a removed member's next request is refused; their other carriers are untouched", async () => {
    const other = await createCarrier(ctx);
    const editor = await addMember(ctx, c.personaId, "editor");
    await addMember(ctx, other.personaId, "consulta", null, editor);
    expect((await readPersona(editor.headers)).statusCode).toBe(200);
    expect((await remove(editor.miembroId, c.headers)).statusCode).toBe(200);
    expect((await readPersona(editor.headers)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: `/api/persona/${other.personaId}`, headers: editor.headers })).statusCode).toBe(200);
    // The session itself still works (login, refresh) for the person.
    expect((await ctx.app.inject({ method: "GET", url: "/api/persona", headers: editor.headers })).json().data.map((p: { id: number }) => p.id)).toEqual([other.personaId]);
  });

  it("a removal made through one instance is seen by another at once (nothing cached per instance)", async () => {
    const second = await buildTestApp({}, { database: ctx.database });
    try {
      const editor = await addMember(ctx, c.personaId, "editor");
      const read = () => second.app.inject({ method: "GET", url: `/api/persona/${c.personaId}`, headers: editor.headers });
      expect((await read()).statusCode).toBe(200);
      expect((await remove(editor.miembroId, c.headers)).statusCode).toBe(200);
      expect((await read()).statusCode).toBe(404);
    } finally {
      await second.app.close();
    }
  });

  it("a gestor's access ends on its date with nothing run, and a renewal restores it", async () => {
    const gestor = await addMember(ctx, c.personaId, "editor", await guatemalaDay(ctx, 30));
    expect((await readPersona(gestor.headers)).statusCode).toBe(200);
    // The clock reaches the end date: the date is today.
    await ctx.app.db.update(miembro).set({ vence: await guatemalaDay(ctx, 0) }).where(eq(miembro.id, gestor.miembroId));
    expect((await readPersona(gestor.headers)).statusCode).toBe(404);
    const renew = await patch(gestor.miembroId, c.headers, { vence: await guatemalaDay(ctx, 90) });
    expect(renew.statusCode, renew.body).toBe(200);
    expect((await readPersona(gestor.headers)).statusCode).toBe(200);
    expect((await patch(gestor.miembroId, c.headers, { vence: await guatemalaDay(ctx, 400) })).statusCode).toBe(422);
  });

  it("a role change applies to the next write; the trail names the person who acted and the carrier", async () => {
    const editor = await addMember(ctx, c.personaId, "editor");
    const put = (headers: Record<string, string>) =>
      ctx.app.inject({ method: "POST", url: `/api/persona_email/${c.personaId}/persona`, headers, payload: { email: "oficina@example.gt", notificar: false } });
    const created = await put(editor.headers);
    expect(created.statusCode, created.body).toBe(201);
    const id = Object.values(created.json() as Record<string, { id: number }>)[0].id;
    const [row] = await ctx.app.db.select().from(auditoria).where(and(eq(auditoria.entidad, "persona_email"), eq(auditoria.entidad_id, id)));
    expect(row).toMatchObject({ entidad: "persona_email", actor_tipo: "usuario", actor_id: editor.userId, persona_id: c.personaId });
    // The carrier's history, read by the titular or by the editor acting for it, names the editor.
    for (const headers of [c.headers, { ...editor.headers, "x-actuar-como": String(c.personaId) }]) {
      const res = await ctx.app.inject({ method: "GET", url: "/api/auditoria", headers });
      expect(res.statusCode, res.body).toBe(200);
      const history = res.json().auditoria as Array<{ entidad_id: number; autor_persona: unknown; transportista_id: number }>;
      expect(history.find((h) => h.entidad_id === id)).toMatchObject({ autor_persona: { nit: editor.nit, nombre: "PERSONA EDITOR" }, transportista_id: c.personaId });
    }
    await patch(editor.miembroId, c.headers, { rol: "consulta" });
    const refused = await put(editor.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/consulta/);
  });
});
