import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validar_registro_piloto } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addVehiculo, addVehiculoChain, daysFromToday } from "../../../test/licencias";
import { expectPagedList } from "../../../test/pages";

describe("GET /api/validar_registro_piloto/{vehiculoId}/vehiculo", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const list = (c: Carrier | null, vehiculoId: number) =>
    ctx.app.inject({ method: "GET", url: `/api/validar_registro_piloto/${vehiculoId}/vehiculo`, headers: c?.headers ?? {} });
  const generar = async (c: Carrier, vehiculoId: number) =>
    (await ctx.app.inject({ method: "GET", url: `/api/validar_registro_piloto/generar/${vehiculoId}/vehiculo`, headers: c.headers })).json().validar;

  it("lists the vehicle's live QR codes with their state; revoked ones are gone", async () => {
    const c = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, c);
    const a = await generar(c, v.id);
    const b = await generar(c, v.id);
    const revoked = await generar(c, v.id);
    await ctx.app.inject({ method: "DELETE", url: `/api/validar_registro_piloto/${revoked.id}`, headers: c.headers });
    await ctx.app.db.update(validar_registro_piloto).set({ vigencia: daysFromToday(-1) }).where(eq(validar_registro_piloto.id, b.id));

    const res = await list(c, v.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().validar).toEqual([
      { id: a.id, codigo: a.codigo, llave: a.llave, vigencia: a.vigencia, estado: "VIGENTE", created_at: expect.any(String) },
      { id: b.id, codigo: b.codigo, llave: b.llave, vigencia: daysFromToday(-1), estado: "VENCIDO", created_at: expect.any(String) },
    ]);
  });

  it("answers 404 for another carrier's vehicle and 401 without a token", async () => {
    const owner = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, owner);
    await generar(owner, v.id);
    expect((await list(await createCarrier(ctx), v.id)).statusCode).toBe(404);
    expect((await list(null, v.id)).statusCode).toBe(401);
  });

  it("pages (decision 095), only that vehicle's codes, skipping revoked ones", async () => {
    const c = await createCarrier(ctx);
    const { vehiculo: v, tarjeta } = await addVehiculoChain(ctx, c);
    const otro = await addVehiculo(ctx, c, tarjeta.id);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await generar(c, v.id)).id);
      await generar(c, otro.id);
    }
    const revoked = await generar(c, v.id);
    await ctx.app.inject({ method: "DELETE", url: `/api/validar_registro_piloto/${revoked.id}`, headers: c.headers });
    const url = `/api/validar_registro_piloto/${v.id}/vehiculo`;
    await expectPagedList(ctx, c, { url, key: "validar", ids, addBetween: async () => (await generar(c, v.id)).id });
  });
});
