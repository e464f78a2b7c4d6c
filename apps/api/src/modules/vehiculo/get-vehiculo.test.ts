import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poliza } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addVehiculoChain, daysFromToday, pdfDataUrl } from "../../../test/licencias";

describe("GET /api/vehiculo/{id} and /api/vehiculo/{id}/poliza_documento", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const get = (c: Carrier | null, url: string) => ctx.app.inject({ method: "GET", url, headers: c?.headers ?? {} });

  it("answers the vehicle with its licence, card and policy", async () => {
    const c = await createCarrier(ctx);
    const { licencia, tarjeta, vehiculo: v } = await addVehiculoChain(ctx, c);
    const res = await get(c, `/api/vehiculo/${v.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().vehiculo).toMatchObject({
      id: v.id,
      licencia: { id: licencia.id, numero: licencia.numero, fin: licencia.fin },
      tarjeta_operacion: { id: tarjeta.id, numero: tarjeta.numero },
      tipo_uso: { nombre: expect.any(String) },
      tipo_combustible: { nombre: expect.any(String) },
      tipo_placa: { nombre: expect.any(String) },
      poliza: { tiene_documento: true },
    });
  });

  it("marks a policy out of its dates as not activo", async () => {
    const c = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, c);
    await ctx.app.db.update(poliza).set({ fecha_inicio: "2020-01-01", fecha_fin: daysFromToday(-1) }).where(eq(poliza.vehiculo_id, v.id));
    expect((await get(c, `/api/vehiculo/${v.id}`)).json().vehiculo.poliza.activo).toBe(false);
  });

  it("answers the policy PDF as a data URL", async () => {
    const c = await createCarrier(ctx);
    const doc = pdfDataUrl(`detalle-${c.personaId}`);
    const { vehiculo: v } = await addVehiculoChain(ctx, c, { vehiculo: { poliza_documento: doc } });
    const res = await get(c, `/api/vehiculo/${v.id}/poliza_documento`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ documento: [{ documento: doc }] });
  });

  it("answers 404 when the policy has no PDF", async () => {
    const c = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, c);
    await ctx.app.db.update(poliza).set({ archivo_id: null }).where(eq(poliza.vehiculo_id, v.id));
    const res = await get(c, `/api/vehiculo/${v.id}/poliza_documento`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "El vehículo no tiene documento de póliza." });
    expect((await get(c, `/api/vehiculo/${v.id}`)).json().vehiculo.poliza.tiene_documento).toBe(false);
  });

  it("answers 404 for another carrier's vehicle and 401 without a token", async () => {
    const owner = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, owner);
    const stranger = await createCarrier(ctx);
    for (const url of [`/api/vehiculo/${v.id}`, `/api/vehiculo/${v.id}/poliza_documento`]) {
      expect((await get(stranger, url)).statusCode).toBe(404);
      expect((await get(null, url)).statusCode).toBe(401);
    }
  });
});
