import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addTarjeta, addVehiculo, addVehiculoChain, randomPlaca } from "../../../test/licencias";

describe("GET /api/vehiculo/{tarjetaId}/tarjeta_operacion", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const get = (c: Carrier | null, tarjetaId: number) =>
    ctx.app.inject({ method: "GET", url: `/api/vehiculo/${tarjetaId}/tarjeta_operacion`, headers: c?.headers ?? {} });

  it("lists the card's vehicles with catalogue names and policy", async () => {
    const c = await createCarrier(ctx);
    const { licencia, tarjeta, vehiculo: a } = await addVehiculoChain(ctx, c);
    const placa = randomPlaca();
    const b = await addVehiculo(ctx, c, tarjeta.id, { numero_placa: placa });
    const other = await addTarjeta(ctx, c, licencia.id, "0-11111");
    await addVehiculo(ctx, c, other.id);
    const res = await get(c, tarjeta.id);
    expect(res.statusCode).toBe(200);
    const rows = res.json().vehiculo;
    expect(rows.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect(rows[1]).toMatchObject({
      numero_placa: placa,
      tipo_vehiculo: { nombre: expect.any(String) },
      marca: { nombre: expect.any(String) },
      color: { nombre: expect.any(String) },
      poliza: { numero: "POL-2024-001", activo: true, tiene_documento: true },
    });
    expect(rows[1]).not.toHaveProperty("persona_id");
  });

  it("answers an empty list for a card without vehicles", async () => {
    const c = await createCarrier(ctx);
    const { licencia } = await addVehiculoChain(ctx, c);
    const empty = await addTarjeta(ctx, c, licencia.id, "A-22222");
    expect((await get(c, empty.id)).json()).toEqual({ vehiculo: [] });
  });

  it("answers 404 for another carrier's card and 401 without a token", async () => {
    const owner = await createCarrier(ctx);
    const { tarjeta } = await addVehiculoChain(ctx, owner);
    expect((await get(await createCarrier(ctx), tarjeta.id)).statusCode).toBe(404);
    expect((await get(null, tarjeta.id)).statusCode).toBe(401);
  });
});
