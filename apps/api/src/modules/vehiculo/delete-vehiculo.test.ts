import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poliza, vehiculo } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addVehiculoChain, countRows } from "../../../test/licencias";

describe("DELETE /api/vehiculo/{id}", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const del = (c: Carrier | null, id: number) => ctx.app.inject({ method: "DELETE", url: `/api/vehiculo/${id}`, headers: c?.headers ?? {} });
  const exists = async (id: number) => (await countRows(ctx, vehiculo, eq(vehiculo.id, id))) === 1;

  it("deletes the vehicle and its policy", async () => {
    const c = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, c);
    const res = await del(c, v.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Registro eliminado." });
    expect(await exists(v.id)).toBe(false);
    expect(await countRows(ctx, poliza, eq(poliza.vehiculo_id, v.id))).toBe(0);
  });

  it("answers 404 for another carrier's vehicle and an unknown id, and 401 without a token", async () => {
    const owner = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, owner);
    const stranger = await createCarrier(ctx);
    expect((await del(stranger, v.id)).statusCode).toBe(404);
    expect((await del(stranger, 2_000_000_000)).statusCode).toBe(404);
    expect((await del(null, v.id)).statusCode).toBe(401);
    expect(await exists(v.id)).toBe(true);
  });
});
