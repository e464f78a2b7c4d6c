import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { piloto, piloto_emergencia } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { createPiloto } from "../../../test/pilotos";

describe("DELETE /api/piloto/{id}", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let other: Carrier;

  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
    other = await createCarrier(ctx);
  });
  afterAll(() => ctx.close());

  const exists = async (id: number) => (await ctx.app.db.select().from(piloto).where(eq(piloto.id, id))).length === 1;

  it("removes the pilot and its emergency contacts (200)", async () => {
    const created = await createPiloto(ctx, carrier);
    const contact = await ctx.app.inject({
      method: "POST",
      url: `/api/piloto_emergencia/${created.id}/piloto`,
      headers: carrier.headers,
      payload: { nombre: "ANA", direccion: "ZONA 1", telefono: "22334455" },
    });
    expect(contact.statusCode).toBe(201);
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/piloto/${created.id}`, headers: carrier.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Registro eliminado." });
    expect(await exists(created.id)).toBe(false);
    expect(await ctx.app.db.select().from(piloto_emergencia).where(eq(piloto_emergencia.piloto_id, created.id))).toHaveLength(0);
  });

  it("answers 404 for another carrier's pilot and keeps it", async () => {
    const foreign = await createPiloto(ctx, other);
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/piloto/${foreign.id}`, headers: carrier.headers });
    expect(res.statusCode).toBe(404);
    expect(await exists(foreign.id)).toBe(true);
  });

  it("answers 401 without a token and keeps it", async () => {
    const created = await createPiloto(ctx, carrier);
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/piloto/${created.id}` })).statusCode).toBe(401);
    expect(await exists(created.id)).toBe(true);
  });
});
