import { ageOn, todayInGuatemala } from "@portal/domain/formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { expectPagedList } from "../../../test/pages";
import { validMandato } from "../../../test/mandatos";

describe("GET /api/mandato/{personaId}/persona", () => {
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
        url: `/api/mandato/${c.personaId}/persona`,
        headers: c.headers,
        payload: validMandato({ fecha_nacimiento: "1990-12-31", tipo_poder_id: 3 }),
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => ctx.close());

  it("lists the persona's mandatarios under `mandato` with edad and catalogue names", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/mandato/${carrier.personaId}/persona`, headers: carrier.headers });
    expect(res.statusCode).toBe(200);
    const { mandato } = res.json();
    expect(mandato).toHaveLength(1);
    expect(mandato[0]).toMatchObject({
      persona_id: carrier.personaId,
      edad: ageOn("1990-12-31", todayInGuatemala()),
      estado_civil: { id: 2, nombre: "Casado(a)" },
      tipo_poder: { id: 3, nombre: "Mandato judicial" },
    });
    for (const field of Object.keys(validMandato())) expect(mandato[0]).toHaveProperty(field);
  });

  it("answers 404 for another carrier's persona", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/mandato/${other.personaId}/persona`, headers: carrier.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Persona no encontrada." });
  });

  it("answers 401 without a token", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/mandato/${carrier.personaId}/persona` });
    expect(res.statusCode).toBe(401);
  });

  it("pages (decision 095), never with another carrier's rows", async () => {
    const c = await createCarrier(ctx);
    const post = async (who: Carrier) => {
      const res = await ctx.app.inject({ method: "POST", url: `/api/mandato/${who.personaId}/persona`, headers: who.headers, payload: validMandato() });
      expect(res.statusCode).toBe(201);
      return res.json().mandato.id as number;
    };
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(await post(c));
      await post(other);
    }
    await expectPagedList(ctx, c, { url: `/api/mandato/${c.personaId}/persona`, key: "mandato", ids, addBetween: () => post(c) });
  });
});
