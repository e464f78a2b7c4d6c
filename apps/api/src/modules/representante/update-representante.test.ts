import { MSG } from "@portal/domain/messages";
import { REPRESENTANTE_MSG } from "@portal/domain/representante";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { representante } from "../../db/schema/index";
import { representanteBody } from "../../../test/representantes";

describe("PUT and DELETE /api/representante/{id}", () => {
  let ctx: TestContext;
  let company: Carrier;
  let other: Carrier;
  beforeAll(async () => {
    ctx = await buildTestApp();
    company = await createCarrier(ctx, "juridico");
    other = await createCarrier(ctx, "juridico");
  });
  afterAll(() => ctx.close());

  const create = async () =>
    (await ctx.app.inject({ method: "POST", url: "/api/representante", headers: company.headers, payload: representanteBody(company) })).json()
      .representante;
  const stored = async (id: number) => (await ctx.app.db.select().from(representante).where(eq(representante.id, id)))[0];

  it("updates the fields (200) and keeps the legal entity", async () => {
    const created = await create();
    const body = representanteBody(other, { nombre: "MARTA", cargo_id: 2, plazo_vigenia: "2030-12-31" });
    const res = await ctx.app.inject({ method: "PUT", url: `/api/representante/${created.id}`, headers: company.headers, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().representante).toMatchObject({
      id: created.id,
      persona_id: company.personaId,
      juridico_id: company.juridicoId,
      nombre: "MARTA",
      cargo_id: 2,
      cargo: { id: 2 },
      plazo_vigenia: "2030-12-31",
    });
  });

  it("answers 422 on the field at fault and changes nothing", async () => {
    const created = await create();
    const url = `/api/representante/${created.id}`;
    const order = await ctx.app.inject({
      method: "PUT",
      url,
      headers: company.headers,
      payload: representanteBody(company, { inicio_vigencia: "2030-01-01", plazo_vigenia: "2029-12-31" }),
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors).toEqual({ inicio_vigencia: [REPRESENTANTE_MSG.vigenciaOrder] });

    const blank = await ctx.app.inject({ method: "PUT", url, headers: company.headers, payload: representanteBody(company, { nombre: "  " }) });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ nombre: [MSG.required] });

    const libro = await ctx.app.inject({ method: "PUT", url, headers: company.headers, payload: representanteBody(company, { tipo_libro_id: 999_999 }) });
    expect(libro.json().errors).toEqual({ tipo_libro_id: [MSG.catalogueMissing] });
    expect(await stored(created.id)).toMatchObject({ nombre: "MARÍA", inicio_vigencia: "2021-03-01", tipo_libro_id: 1 });
  });

  it("deletes the caller's representative", async () => {
    const created = await create();
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/representante/${created.id}`, headers: company.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.deleted });
    expect(await stored(created.id)).toBeUndefined();
  });

  it("answers 404 to another carrier on PUT and DELETE, and changes nothing", async () => {
    const created = await create();
    const url = `/api/representante/${created.id}`;
    const put = await ctx.app.inject({ method: "PUT", url, headers: other.headers, payload: representanteBody(other, { nombre: "INTRUSO" }) });
    const del = await ctx.app.inject({ method: "DELETE", url, headers: other.headers });
    expect([put.statusCode, del.statusCode]).toEqual([404, 404]);
    expect(await stored(created.id)).toMatchObject({ nombre: "MARÍA" });
  });

  it("answers 401 without a token", async () => {
    const created = await create();
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/representante/${created.id}` });
    expect(res.statusCode).toBe(401);
    expect(await stored(created.id)).toBeDefined();
  });
});
