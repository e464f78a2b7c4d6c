import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { expectPagedList } from "../../../test/pages";
import { validAbogado } from "../../../test/abogados";

describe("GET /api/abogado_auxiliar/{personaId}/persona", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let other: Carrier;

  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
    other = await createCarrier(ctx);
    for (const c of [carrier, other]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: `/api/abogado_auxiliar/${c.personaId}/persona`,
        headers: c.headers,
        payload: validAbogado({ estado_civil_id: 5 }),
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => ctx.close());

  it("lists the persona's lawyers under `abogado_auxiliar`", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/abogado_auxiliar/${carrier.personaId}/persona`, headers: carrier.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json().abogado_auxiliar;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ persona_id: carrier.personaId, colegiado_activo: true, estado_civil: { id: 5, nombre: "Viudo(a)" } });
    expect(typeof list[0].edad).toBe("number");
  });

  it("answers 404 for another carrier's persona", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/abogado_auxiliar/${other.personaId}/persona`, headers: carrier.headers });
    expect(res.statusCode).toBe(404);
  });

  it("answers 401 without a token", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/abogado_auxiliar/${carrier.personaId}/persona` });
    expect(res.statusCode).toBe(401);
  });

  it("pages (decision 095), never with another carrier's rows", async () => {
    const c = await createCarrier(ctx);
    const post = async (who: Carrier) => {
      const res = await ctx.app.inject({ method: "POST", url: `/api/abogado_auxiliar/${who.personaId}/persona`, headers: who.headers, payload: validAbogado() });
      expect(res.statusCode).toBe(201);
      return res.json().abogado_auxiliar.id as number;
    };
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(await post(c));
      await post(other);
    }
    await expectPagedList(ctx, c, { url: `/api/abogado_auxiliar/${c.personaId}/persona`, key: "abogado_auxiliar", ids, addBetween: () => post(c) });
  });
});
