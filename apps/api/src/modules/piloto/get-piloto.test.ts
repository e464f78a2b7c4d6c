import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { createPiloto } from "../../../test/pilotos";

describe("GET /api/piloto/{id}", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let other: Carrier;

  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
    other = await createCarrier(ctx);
  });
  afterAll(() => ctx.close());

  it("answers the pilot for the preview, with both licence spellings", async () => {
    const created = await createPiloto(ctx, carrier);
    const res = await ctx.app.inject({ method: "GET", url: `/api/piloto/${created.id}`, headers: carrier.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().piloto).toMatchObject({
      id: created.id,
      nombre: "JOSÉ",
      correo_electronico: "jose.ramirez@example.com",
      documento_intecap: "INTECAP-2019-001",
      administrasion_licencia: "2027-05-31",
      adminision_licencia: "2027-05-31",
    });
  });

  it("answers 404 for another carrier's pilot", async () => {
    const foreign = await createPiloto(ctx, other);
    const res = await ctx.app.inject({ method: "GET", url: `/api/piloto/${foreign.id}`, headers: carrier.headers });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(foreign.cui);
  });

  it("answers 404 for a missing pilot and 401 without a token", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/piloto/2147483000", headers: carrier.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/api/piloto/1" })).statusCode).toBe(401);
  });
});
