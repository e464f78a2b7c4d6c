import { MSG } from "@portal/domain/messages";
import { REPRESENTANTE_MSG } from "@portal/domain/representante";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { expectPagedList } from "../../../test/pages";
import { persona, representante } from "../../db/schema/index";
import { PERSONA_MISMATCH } from "./create-representante";
import { representanteBody } from "../../../test/representantes";

describe("POST /api/representante and GET /api/representante/{juridicoId}/juridico", () => {
  let ctx: TestContext;
  let company: Carrier;
  let other: Carrier;
  let individual: Carrier;
  beforeAll(async () => {
    ctx = await buildTestApp();
    company = await createCarrier(ctx, "juridico");
    other = await createCarrier(ctx, "juridico");
    individual = await createCarrier(ctx, "natural");
  });
  afterAll(() => ctx.close());

  const post = (carrier: Carrier, payload: object) =>
    ctx.app.inject({ method: "POST", url: "/api/representante", headers: carrier.headers, payload });
  const rowsOf = async (juridicoId: number) =>
    (await ctx.app.db.select({ n: count() }).from(representante).where(eq(representante.juridico_id, juridicoId)))[0].n;

  it("creates a representative (201) and lists it with cargo, nacionalidad and tipo_libro nested", async () => {
    const body = representanteBody(company);
    const res = await post(company, body);
    expect(res.statusCode).toBe(201);
    const created = res.json().representante;
    expect(created).toMatchObject({
      ...body,
      id: expect.any(Number),
      cargo: { id: 1, nombre: expect.any(String) },
      nacionalidad: { id: 1, nombre: "Guatemalteca" },
      tipo_libro: { id: 1, nombre: expect.any(String) },
    });

    const list = await ctx.app.inject({ method: "GET", url: `/api/representante/${company.juridicoId}/juridico`, headers: company.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().representante).toContainEqual(created);
  });

  it("accepts a representative without expediente", async () => {
    const res = await post(company, representanteBody(company, { expediente: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json().representante.expediente).toBeNull();
  });

  it("answers 422 with a message on each missing required field and writes nothing", async () => {
    const before = await rowsOf(company.juridicoId!);
    const res = await post(company, { persona_id: company.personaId, juridico_id: company.juridicoId });
    expect(res.statusCode).toBe(422);
    const required = [
      "nombre", "apellido", "nacionalidad_id", "numero_registro", "folio", "libro", "fecha_registro",
      "fecha_acta", "inicio_vigencia", "plazo_vigenia", "tipo_libro_id", "cargo_id",
    ];
    expect(Object.keys(res.json().errors).sort()).toEqual(required.sort());
    for (const field of required) expect(res.json().errors[field]).toEqual([MSG.required]);
    expect(await rowsOf(company.juridicoId!)).toBe(before);
  });

  it.each([
    ["an impossible date", { fecha_registro: "2021-02-30" }, "fecha_registro", MSG.dateInvalid],
    ["a future acta date", { fecha_acta: "2999-01-01" }, "fecha_acta", MSG.dateInFuture],
    ["inicio_vigencia after plazo_vigenia", { inicio_vigencia: "2027-01-01" }, "inicio_vigencia", REPRESENTANTE_MSG.vigenciaOrder],
    ["an unknown cargo", { cargo_id: 999_999 }, "cargo_id", MSG.catalogueMissing],
  ])("answers 422 to %s on its field and writes nothing", async (_what, overrides, field, message) => {
    const before = await rowsOf(company.juridicoId!);
    const res = await post(company, representanteBody(company, overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [field]: [message] });
    expect(await rowsOf(company.juridicoId!)).toBe(before);
  });

  it("answers 404 to another carrier's juridico id, to an individual, and to a foreign persona_id", async () => {
    const before = await rowsOf(company.juridicoId!);
    const foreignEntity = await post(other, representanteBody(other, { juridico_id: company.juridicoId }));
    const fromIndividual = await post(individual, representanteBody(individual, { juridico_id: company.juridicoId }));
    const foreignPersona = await post(company, representanteBody(company, { persona_id: other.personaId }));
    expect([foreignEntity.statusCode, fromIndividual.statusCode, foreignPersona.statusCode]).toEqual([404, 404, 404]);
    expect(await rowsOf(company.juridicoId!)).toBe(before);

    const list = await ctx.app.inject({ method: "GET", url: `/api/representante/${company.juridicoId}/juridico`, headers: other.headers });
    expect(list.statusCode).toBe(404);
  });

  it("answers 422 on persona_id when both ids are the caller's but do not match", async () => {
    const [second] = await ctx.app.db.insert(persona).values({ usuario_id: company.userId, nit: company.nit }).returning();
    const before = await rowsOf(company.juridicoId!);
    const res = await post(company, representanteBody(company, { persona_id: second.id }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ persona_id: [PERSONA_MISMATCH] });
    expect(await rowsOf(company.juridicoId!)).toBe(before);
  });

  it("answers 404 to an individual's natural id read as a legal entity", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/representante/${individual.naturalId}/juridico`, headers: individual.headers });
    expect(res.statusCode).toBe(404);
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.app.inject({ method: "POST", url: "/api/representante", payload: representanteBody(company) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: `/api/representante/${company.juridicoId}/juridico` })).statusCode).toBe(401);
  });

  it("pages the list by surname, name and id (decision 095), with a cursor holding the names", async () => {
    const c = await createCarrier(ctx, "juridico");
    const add = async (who: Carrier, apellido: string, nombre: string) => {
      const res = await post(who, representanteBody(who, { apellido, nombre }));
      expect(res.statusCode).toBe(201);
      return res.json().representante.id as number;
    };
    const [perez, moralesLuis, alvarez, moralesAna] = [
      await add(c, "PEREZ", "JUAN"),
      await add(c, "MORALES", "LUIS"),
      await add(c, "ALVAREZ", "ROSA"),
      await add(c, "MORALES", "ANA"),
    ];
    await add(other, "BARRIOS", "EVA");
    const url = `/api/representante/${c.juridicoId}/juridico`;
    await expectPagedList(ctx, c, { url, key: "representante", ids: [alvarez, moralesAna, moralesLuis, perez], addBetween: () => add(c, "ZETA", "ZOE") });
  });
});
