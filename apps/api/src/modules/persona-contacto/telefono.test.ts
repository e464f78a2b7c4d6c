import { MSG } from "@portal/domain/messages";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { persona_telefono } from "../../db/schema/index";

describe("/api/persona_telefono", () => {
  let ctx: TestContext;
  let owner: Carrier;
  let intruder: Carrier;
  beforeAll(async () => {
    ctx = await buildTestApp();
    owner = await createCarrier(ctx, "juridico");
    intruder = await createCarrier(ctx, "juridico");
  });
  afterAll(() => ctx.close());

  const rowsOf = async (personaId: number) =>
    (await ctx.app.db.select({ n: count() }).from(persona_telefono).where(eq(persona_telefono.persona_id, personaId)))[0].n;

  const create = (carrier: Carrier, body: object, personaId = carrier.personaId) =>
    ctx.app.inject({ method: "POST", url: `/api/persona_telefono/${personaId}/persona`, headers: carrier.headers, payload: body });

  it("creates a phone (201) and lists it with tipo_telefono nested", async () => {
    const res = await create(owner, { numero: "22345678", notificar: true, tipo_telefono_id: 1 });
    expect(res.statusCode).toBe(201);
    const created = res.json().telefono;
    expect(created).toEqual({
      id: expect.any(Number),
      persona_id: owner.personaId,
      numero: "22345678",
      notificar: true,
      tipo_telefono_id: 1,
      tipo_telefono: { id: 1, nombre: expect.any(String) },
    });
    const list = await ctx.app.inject({ method: "GET", url: `/api/persona_telefono/${owner.personaId}/persona`, headers: owner.headers });
    expect(list.json().telefono).toContainEqual(created);
  });

  it.each(["1234567", "123456789", "2234-567", "abcdefgh", ""])(
    "answers 422 to %j with the phone's own message and writes nothing",
    async (numero) => {
      const before = await rowsOf(owner.personaId);
      const res = await create(owner, { numero, tipo_telefono_id: 1 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: MSG.phone8, errors: { numero: [MSG.phone8] } });
      expect(await rowsOf(owner.personaId)).toBe(before);
    },
  );

  it("answers 422 on tipo_telefono_id when missing or outside its catalogue", async () => {
    const before = await rowsOf(owner.personaId);
    const missing = await create(owner, { numero: "55554444" });
    expect(missing.json().errors).toEqual({ tipo_telefono_id: [MSG.required] });
    const unknown = await create(owner, { numero: "55554444", tipo_telefono_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ tipo_telefono_id: [MSG.catalogueMissing] });
    expect(await rowsOf(owner.personaId)).toBe(before);
  });

  it("changes only notificar on PUT and deletes", async () => {
    const created = (await create(owner, { numero: "77889900", tipo_telefono_id: 1 })).json().telefono;
    const url = `/api/persona_telefono/${created.id}`;
    const put = await ctx.app.inject({ method: "PUT", url, headers: owner.headers, payload: { notificar: true, numero: "11111111" } });
    expect(put.statusCode).toBe(200);
    expect(put.json().telefono).toEqual({ ...created, notificar: true });

    const del = await ctx.app.inject({ method: "DELETE", url, headers: owner.headers });
    expect(del.statusCode).toBe(200);
    expect(await ctx.app.db.select().from(persona_telefono).where(eq(persona_telefono.id, created.id))).toEqual([]);
    const again = await ctx.app.inject({ method: "DELETE", url, headers: owner.headers });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 to another carrier on every route with an id, and changes nothing", async () => {
    const created = (await create(owner, { numero: "44556677", tipo_telefono_id: 1 })).json().telefono;
    const before = await rowsOf(owner.personaId);
    const h = intruder.headers;
    const answers = await Promise.all([
      ctx.app.inject({ method: "GET", url: `/api/persona_telefono/${owner.personaId}/persona`, headers: h }),
      ctx.app.inject({ method: "POST", url: `/api/persona_telefono/${owner.personaId}/persona`, headers: h, payload: { numero: "44556677", tipo_telefono_id: 1 } }),
      ctx.app.inject({ method: "PUT", url: `/api/persona_telefono/${created.id}`, headers: h, payload: { notificar: true } }),
      ctx.app.inject({ method: "DELETE", url: `/api/persona_telefono/${created.id}`, headers: h }),
    ]);
    for (const res of answers) expect(res.statusCode).toBe(404);
    expect(await rowsOf(owner.personaId)).toBe(before);
    const [stored] = await ctx.app.db.select().from(persona_telefono).where(eq(persona_telefono.id, created.id));
    expect(stored.notificar).toBe(false);
  });

  it("answers 401 without a token", async () => {
    const res = await ctx.app.inject({ method: "PUT", url: "/api/persona_telefono/1", payload: { notificar: true } });
    expect(res.statusCode).toBe(401);
  });
});
