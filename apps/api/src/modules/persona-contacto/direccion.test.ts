import { MSG } from "@portal/domain/messages";
import { CONTACTO_MSG } from "@portal/domain/persona-contacto";
import { count, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { departamento, municipio, persona_direccion } from "../../db/schema/index";
import { UBICACION_MSG } from "./check-ubicacion";

/** Guatemala (país 1) → departamento Guatemala (1) → municipio Guatemala (101), from the seed data. */
const valid = {
  direccion: "6A AVENIDA 10-20 ZONA 1",
  direccion_completa: "6A AVENIDA 10-20 ZONA 1, CIUDAD DE GUATEMALA",
  notificar: true,
  pais_id: 1,
  departamento_id: 1,
  municipio_id: 101,
  tipo_direccion_id: 1,
};

describe("/api/persona_direccion", () => {
  let ctx: TestContext;
  let owner: Carrier;
  let intruder: Carrier;
  beforeAll(async () => {
    ctx = await buildTestApp();
    owner = await createCarrier(ctx, "juridico");
    intruder = await createCarrier(ctx, "natural");
  });
  afterAll(() => ctx.close());

  const rowsOf = async (personaId: number) =>
    (await ctx.app.db.select({ n: count() }).from(persona_direccion).where(eq(persona_direccion.persona_id, personaId)))[0].n;

  const create = (carrier: Carrier, body: object, personaId = carrier.personaId) =>
    ctx.app.inject({ method: "POST", url: `/api/persona_direccion/${personaId}/persona`, headers: carrier.headers, payload: body });

  it("creates an address (201) and lists it with its catalogue names nested", async () => {
    const res = await create(owner, valid);
    expect(res.statusCode).toBe(201);
    const created = res.json().direccion;
    expect(created).toMatchObject({
      ...valid,
      persona_id: owner.personaId,
      pais: { id: 1, nombre: "Guatemala" },
      departamento: { id: 1, nombre: "Guatemala" },
      municipio: { id: 101, nombre: "Guatemala" },
      tipo_direccion: { id: 1, nombre: expect.any(String) },
    });

    const list = await ctx.app.inject({ method: "GET", url: `/api/persona_direccion/${owner.personaId}/persona`, headers: owner.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().direccion).toContainEqual(created);
  });

  it("answers 422 on each missing field with its own message and writes nothing", async () => {
    const before = await rowsOf(owner.personaId);
    const res = await create(owner, { notificar: false });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    for (const field of ["direccion", "pais_id", "departamento_id", "municipio_id", "tipo_direccion_id"]) {
      expect(errors[field]).toEqual([MSG.required]);
    }
    expect(Object.keys(errors)).not.toContain("email");
    expect(await rowsOf(owner.personaId)).toBe(before);
  });

  it("answers 422 when the municipio is not of the departamento, on municipio_id", async () => {
    const [other] = await ctx.app.db.select({ id: municipio.id }).from(municipio).where(ne(municipio.departamento_id, 1)).limit(1);
    const before = await rowsOf(owner.personaId);
    const res = await create(owner, { ...valid, municipio_id: other.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ municipio_id: [UBICACION_MSG.municipioOutsideDepartamento] });
    expect(await rowsOf(owner.personaId)).toBe(before);
  });

  it("answers 422 when the departamento is not of the país, on departamento_id", async () => {
    const [gt] = await ctx.app.db.select().from(departamento).where(eq(departamento.id, 1));
    expect(gt.pais_id).toBe(1);
    const before = await rowsOf(owner.personaId);
    const res = await create(owner, { ...valid, pais_id: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ departamento_id: [UBICACION_MSG.departamentoOutsidePais] });
    expect(await rowsOf(owner.personaId)).toBe(before);
  });

  it("answers 422 on tipo_direccion_id for an id outside its catalogue", async () => {
    const before = await rowsOf(owner.personaId);
    const res = await create(owner, { ...valid, tipo_direccion_id: 999_999 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ tipo_direccion_id: [MSG.catalogueMissing] });
    expect(await rowsOf(owner.personaId)).toBe(before);
  });

  it("changes only notificar on PUT and requires it in the body", async () => {
    const created = (await create(owner, { ...valid, notificar: false })).json().direccion;
    const url = `/api/persona_direccion/${created.id}`;

    const res = await ctx.app.inject({ method: "PUT", url, headers: owner.headers, payload: { notificar: true, direccion: "OTRA" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().direccion).toEqual({ ...created, notificar: true });

    for (const payload of [{}, { notificar: "quizas" }]) {
      const bad = await ctx.app.inject({ method: "PUT", url, headers: owner.headers, payload });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ notificar: [CONTACTO_MSG.notificarRequired] });
    }
    const empty = await ctx.app.inject({ method: "PUT", url, headers: owner.headers });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(CONTACTO_MSG.notificarRequired);
    const [stored] = await ctx.app.db.select().from(persona_direccion).where(eq(persona_direccion.id, created.id));
    expect(stored).toMatchObject({ notificar: true, direccion: valid.direccion });
  });

  it("deletes the caller's address", async () => {
    const created = (await create(owner, valid)).json().direccion;
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/persona_direccion/${created.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.deleted });
    expect(await ctx.app.db.select().from(persona_direccion).where(eq(persona_direccion.id, created.id))).toEqual([]);
  });

  it("answers 404 to another carrier on every route with an id, and changes nothing", async () => {
    const created = (await create(owner, { ...valid, notificar: false })).json().direccion;
    const before = await rowsOf(owner.personaId);
    const h = intruder.headers;
    const answers = await Promise.all([
      ctx.app.inject({ method: "GET", url: `/api/persona_direccion/${owner.personaId}/persona`, headers: h }),
      ctx.app.inject({ method: "POST", url: `/api/persona_direccion/${owner.personaId}/persona`, headers: h, payload: valid }),
      ctx.app.inject({ method: "PUT", url: `/api/persona_direccion/${created.id}`, headers: h, payload: { notificar: true } }),
      ctx.app.inject({ method: "DELETE", url: `/api/persona_direccion/${created.id}`, headers: h }),
    ]);
    for (const res of answers) expect(res.statusCode).toBe(404);
    expect(await rowsOf(owner.personaId)).toBe(before);
    const [stored] = await ctx.app.db.select().from(persona_direccion).where(eq(persona_direccion.id, created.id));
    expect(stored.notificar).toBe(false);
  });

  it("answers 401 without a token", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/persona_direccion/${owner.personaId}/persona` });
    expect(res.statusCode).toBe(401);
    const post = await ctx.app.inject({ method: "POST", url: `/api/persona_direccion/${owner.personaId}/persona`, payload: valid });
    expect(post.statusCode).toBe(401);
  });
});
