import { MSG } from "@portal/domain/messages";
import { CONTACTO_MSG } from "@portal/domain/persona-contacto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { expectPagedList } from "../../../test/pages";
import { persona_email } from "../../db/schema/index";

describe("/api/persona_email", () => {
  let ctx: TestContext;
  let owner: Carrier;
  let intruder: Carrier;
  beforeAll(async () => {
    ctx = await buildTestApp();
    owner = await createCarrier(ctx, "natural");
    intruder = await createCarrier(ctx, "natural");
  });
  afterAll(() => ctx.close());

  const rowsOf = async (personaId: number) =>
    (await ctx.app.db.select({ n: count() }).from(persona_email).where(eq(persona_email.persona_id, personaId)))[0].n;

  const create = (carrier: Carrier, body: object, personaId = carrier.personaId) =>
    ctx.app.inject({ method: "POST", url: `/api/persona_email/${personaId}/persona`, headers: carrier.headers, payload: body });

  it("creates an e-mail (201) and lists it under email", async () => {
    const res = await create(owner, { email: "contacto@transportes.com.gt", notificar: true });
    expect(res.statusCode).toBe(201);
    const created = res.json().email;
    expect(created).toEqual({ id: expect.any(Number), persona_id: owner.personaId, email: "contacto@transportes.com.gt", notificar: true, recordatorios: true });

    const list = await ctx.app.inject({ method: "GET", url: `/api/persona_email/${owner.personaId}/persona`, headers: owner.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().email).toContainEqual(created);
  });

  it.each(["sin-arroba", "a@b", "dos@@correo.com", ""])("answers 422 to %j with the e-mail's own message and writes nothing", async (email) => {
    const before = await rowsOf(owner.personaId);
    const res = await create(owner, { email, notificar: false });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MSG.emailPersona, errors: { email: [MSG.emailPersona] } });
    expect(await rowsOf(owner.personaId)).toBe(before);
  });

  it("changes only notificar on PUT; an empty body is refused", async () => {
    const created = (await create(owner, { email: "avisos@transportes.com.gt", notificar: false })).json().email;
    const url = `/api/persona_email/${created.id}`;
    const res = await ctx.app.inject({ method: "PUT", url, headers: owner.headers, payload: { notificar: true, email: "otro@x.com" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toEqual({ ...created, notificar: true });

    const bad = await ctx.app.inject({ method: "PUT", url, headers: owner.headers, payload: {} });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ notificar: [CONTACTO_MSG.notificarRequired] });
  });

  it("deletes the caller's e-mail", async () => {
    const created = (await create(owner, { email: "borrar@transportes.com.gt" })).json().email;
    expect(created.notificar).toBe(false);
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/persona_email/${created.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(await ctx.app.db.select().from(persona_email).where(eq(persona_email.id, created.id))).toEqual([]);
  });

  it("answers 404 to another carrier on every route with an id, and changes nothing", async () => {
    const created = (await create(owner, { email: "ajeno@transportes.com.gt", notificar: false })).json().email;
    const before = await rowsOf(owner.personaId);
    const h = intruder.headers;
    const answers = await Promise.all([
      ctx.app.inject({ method: "GET", url: `/api/persona_email/${owner.personaId}/persona`, headers: h }),
      ctx.app.inject({ method: "POST", url: `/api/persona_email/${owner.personaId}/persona`, headers: h, payload: { email: "x@y.com" } }),
      ctx.app.inject({ method: "PUT", url: `/api/persona_email/${created.id}`, headers: h, payload: { notificar: true } }),
      ctx.app.inject({ method: "DELETE", url: `/api/persona_email/${created.id}`, headers: h }),
    ]);
    for (const res of answers) expect(res.statusCode).toBe(404);
    expect(await rowsOf(owner.personaId)).toBe(before);
    const [stored] = await ctx.app.db.select().from(persona_email).where(eq(persona_email.id, created.id));
    expect(stored.notificar).toBe(false);
  });

  it("answers 401 without a token", async () => {
    const res = await ctx.app.inject({ method: "DELETE", url: "/api/persona_email/1" });
    expect(res.statusCode).toBe(401);
  });

  it("pages the list (decision 095, shared by addresses and phones), never with another carrier's e-mails", async () => {
    const c = await createCarrier(ctx, "natural");
    const add = async (who: Carrier, n: number) => (await create(who, { email: `p${n}@example.com` })).json().email.id as number;
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      ids.push(await add(c, n));
      await add(intruder, n);
    }
    await expectPagedList(ctx, c, { url: `/api/persona_email/${c.personaId}/persona`, key: "email", ids, addBetween: () => add(c, 4) });
  });
});
