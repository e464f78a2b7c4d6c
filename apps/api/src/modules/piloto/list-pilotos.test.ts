import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { createPiloto } from "../../../test/pilotos";

describe("GET /api/piloto", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let other: Carrier;

  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
    other = await createCarrier(ctx, "juridico");
  });
  afterAll(() => ctx.close());

  it("lists only the caller's pilots, each as { piloto }", async () => {
    const mine = await createPiloto(ctx, carrier, { adminision_licencia: "2026-12-01", administrasion_licencia: undefined });
    const theirs = await createPiloto(ctx, other);
    const res = await ctx.app.inject({ method: "GET", url: "/api/piloto", headers: carrier.headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual([{ piloto: expect.objectContaining({ id: mine.id, persona_id: carrier.personaId }) }]);
    expect(data[0].piloto).toMatchObject({
      edad: expect.any(Number),
      estado_civil: { id: 2, nombre: "Casado(a)" },
      administrasion_licencia: "2026-12-01",
      adminision_licencia: "2026-12-01",
    });
    expect(JSON.stringify(data)).not.toContain(theirs.cui);
  });

  it("answers an empty list for a carrier without pilots", async () => {
    const fresh = await createCarrier(ctx);
    const res = await ctx.app.inject({ method: "GET", url: "/api/piloto", headers: fresh.headers });
    expect(res.json()).toEqual({ data: [] });
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/piloto" })).statusCode).toBe(401);
  });
});
