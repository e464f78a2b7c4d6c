import { todayInGuatemala } from "@portal/domain/formats";
import { VALIDACION_MSG } from "@portal/domain/validacion";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { natural, validar_registro_piloto as qr } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addVehiculoChain, countRows, randomPlaca, vehicleCatalogues, vehiculoPayload } from "../../../test/licencias";

/** docs/decisions/071: a printed QR never vouches for data the registry no longer holds. */
describe("QR codes follow the vehicle", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const generar = (c: Carrier, vehiculoId: number) =>
    ctx.app.inject({ method: "POST", url: `/api/validar_registro_piloto/generar/${vehiculoId}/vehiculo`, headers: c.headers });
  const verificar = async (code: { codigo: string; llave: string }) =>
    (await ctx.app.inject({ method: "GET", url: `/api/verificar/${code.codigo}?llave=${encodeURIComponent(code.llave)}` })).json().verificacion;
  const listed = async (c: Carrier, vehiculoId: number) =>
    (await ctx.app.inject({ method: "GET", url: `/api/validar_registro_piloto/${vehiculoId}/vehiculo`, headers: c.headers })).json().validar;
  async function edit(c: Carrier, vehiculoId: number, overrides: Record<string, unknown>) {
    const payload = vehiculoPayload(await vehicleCatalogues(ctx), { nit: c.nit, poliza_documento: undefined, ...overrides });
    const res = await ctx.app.inject({ method: "PUT", url: `/api/vehiculo/${vehiculoId}`, headers: c.headers, payload });
    expect(res.statusCode).toBe(200);
  }
  async function vehicleWithQr() {
    const c = await createCarrier(ctx);
    const placa = randomPlaca();
    const chain = await addVehiculoChain(ctx, c, { vehiculo: { numero_placa: placa } });
    const res = await generar(c, chain.vehiculo.id);
    expect(res.statusCode).toBe(201);
    return { c, placa, ...chain, code: res.json().validar as { id: number; codigo: string; llave: string } };
  }

  it("revokes the codes when the plate changes: the old QR answers REVOCADO, never VIGENTE with the old plate", async () => {
    const { c, placa, vehiculo: v, code } = await vehicleWithQr();
    expect(await verificar(code)).toMatchObject({ estado: "VIGENTE", numero_placa: placa });
    const nueva = randomPlaca();
    await edit(c, v.id, { numero_placa: nueva });
    expect(await verificar(code)).toMatchObject({
      estado: "REVOCADO",
      numero_placa: nueva,
      revocacion: { por: "TRANSPORTISTA", causa: "CAMBIO_PLACA", motivo: "Cambio de placa del vehículo", fecha: todayInGuatemala() },
    });
    const [row] = await ctx.app.db.select().from(qr).where(eq(qr.id, code.id));
    expect(row.revocado_at).not.toBeNull();
    expect(await listed(c, v.id)).toEqual([]);
  });

  it("keeps the codes on other edits and shows the registry's data as it is now", async () => {
    const { c, placa, vehiculo: v, code } = await vehicleWithQr();
    await edit(c, v.id, { numero_placa: placa, modelo: "2024" });
    await ctx.app.db.update(natural).set({ nombre: "JUANA", apellido: "LÓPEZ" }).where(eq(natural.persona_id, c.personaId));
    expect(await verificar(code)).toMatchObject({ estado: "VIGENTE", numero_placa: placa, modelo: "2024", transportista: "JUANA LÓPEZ", revocacion: null });
  });

  it("answers INACTIVO while the vehicle is inactive and REVOCADO once it is active again; new codes need an active vehicle", async () => {
    const { c, placa, vehiculo: v, code } = await vehicleWithQr();
    await edit(c, v.id, { numero_placa: placa, activo: false });
    expect(await verificar(code)).toMatchObject({
      estado: "INACTIVO",
      numero_placa: placa,
      revocacion: { por: "TRANSPORTISTA", causa: "VEHICULO_DESACTIVADO", motivo: "El transportista desactivó el vehículo" },
    });
    expect((await ctx.app.db.select().from(qr).where(eq(qr.id, code.id)))[0].revocado_at).not.toBeNull();

    const before = await countRows(ctx, qr, eq(qr.vehiculo_id, v.id));
    const refused = await generar(c, v.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: VALIDACION_MSG.vehiculoInactivo, motivo: "VEHICULO_INACTIVO" });
    expect(await countRows(ctx, qr, eq(qr.vehiculo_id, v.id))).toBe(before);

    await edit(c, v.id, { numero_placa: placa, activo: true });
    expect((await verificar(code)).estado).toBe("REVOCADO");
    const fresh = await generar(c, v.id);
    expect(fresh.statusCode).toBe(201);
    expect((await verificar(fresh.json().validar)).estado).toBe("VIGENTE");
  });

  it("revokes the codes in the same transaction as the vehicle's delete", async () => {
    const { c, placa, vehiculo: v, code } = await vehicleWithQr();
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/vehiculo/${v.id}`, headers: c.headers })).statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(qr).where(eq(qr.id, code.id));
    expect(row).toMatchObject({ vehiculo_id: null });
    expect(row.revocado_at).not.toBeNull();
    expect(await verificar(code)).toMatchObject({
      estado: "REVOCADO",
      numero_placa: placa,
      revocacion: { por: "TRANSPORTISTA", causa: "VEHICULO_ELIMINADO", motivo: "El transportista eliminó el vehículo del registro" },
    });
  });

  it("answers 404 to another carrier generating a QR for the vehicle", async () => {
    const { vehiculo: v } = await vehicleWithQr();
    expect((await generar(await createCarrier(ctx), v.id)).statusCode).toBe(404);
  });
});
