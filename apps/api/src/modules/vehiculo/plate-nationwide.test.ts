import { VEHICULO_MSG } from "@portal/domain/vehiculo";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import { tipo_placa, vehiculo, vehiculo_desactivado_migracion } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addLicencia, addTarjeta, addVehiculoChain, countRows, randomPlaca, type VehicleCatalogues, vehicleCatalogues, vehiculoPayload } from "../../../test/licencias";
import { reportPlateDeactivations } from "./report-plate-deactivations";

/** docs/decisions/070: a plate (type and number) sits on one active vehicle nationwide. */
describe("one active vehicle per plate", () => {
  let ctx: TestContext;
  let cats: VehicleCatalogues;
  beforeAll(async () => {
    ctx = await buildTestApp();
    cats = await vehicleCatalogues(ctx);
  });
  afterAll(() => ctx.close());

  const clash = { message: VEHICULO_MSG.placaEnOtroVehiculo, errors: { numero_placa: [VEHICULO_MSG.placaEnOtroVehiculo] } };
  const post = (c: Carrier, tarjetaId: number, overrides: Record<string, unknown>) =>
    ctx.app.inject({ method: "POST", url: `/api/vehiculo/${tarjetaId}/tarjeta_operacion`, headers: c.headers, payload: vehiculoPayload(cats, { nit: c.nit, ...overrides }) });
  const put = (c: Carrier, id: number, overrides: Record<string, unknown>) =>
    ctx.app.inject({ method: "PUT", url: `/api/vehiculo/${id}`, headers: c.headers, payload: vehiculoPayload(cats, { nit: c.nit, poliza_documento: undefined, ...overrides }) });
  async function cardOf(c: Carrier) {
    const l = await addLicencia(ctx, c);
    return addTarjeta(ctx, c, l.id);
  }
  const vehiclesOf = (c: Carrier) => countRows(ctx, vehiculo, eq(vehiculo.persona_id, c.personaId));
  const stored = async (id: number) => (await ctx.app.db.select().from(vehiculo).where(eq(vehiculo.id, id)))[0];

  it("refuses a second carrier's vehicle with an active plate: 409 naming no one, nothing written", async () => {
    const owner = await createCarrier(ctx, "juridico");
    const placa = randomPlaca();
    await addVehiculoChain(ctx, owner, { vehiculo: { numero_placa: placa } });
    const other = await createCarrier(ctx);
    const t = await cardOf(other);
    const res = await post(other, t.id, { numero_placa: ` ${placa.toLowerCase()} ` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(clash);
    expect(res.body).not.toContain(owner.nit);
    expect(await vehiclesOf(other)).toBe(0);
  });

  it("treats the plate type as part of the plate: P-123ABC and C-123ABC are two plates", async () => {
    const [otherType] = await ctx.app.db.select({ id: tipo_placa.id }).from(tipo_placa).where(eq(tipo_placa.id, cats.tipo_placa_id + 1));
    const tipoId = otherType?.id ?? (await ctx.app.db.insert(tipo_placa).values({ nombre: "C - Comercial" }).returning())[0].id;
    const placa = randomPlaca();
    await addVehiculoChain(ctx, await createCarrier(ctx), { vehiculo: { numero_placa: placa } });
    const other = await createCarrier(ctx);
    expect((await post(other, (await cardOf(other)).id, { numero_placa: placa, tipo_placa_id: tipoId })).statusCode).toBe(201);
  });

  it("frees the plate when its vehicle is deactivated, and refuses re-activating the old one while the new one is active", async () => {
    const seller = await createCarrier(ctx);
    const placa = randomPlaca();
    const { vehiculo: sold } = await addVehiculoChain(ctx, seller, { vehiculo: { numero_placa: placa } });
    expect((await put(seller, sold.id, { numero_placa: placa, activo: false })).statusCode).toBe(200);
    const buyer = await createCarrier(ctx);
    expect((await post(buyer, (await cardOf(buyer)).id, { numero_placa: placa })).statusCode).toBe(201);

    const again = await put(seller, sold.id, { numero_placa: placa, activo: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(clash);
    expect((await stored(sold.id)).activo).toBe(false);
  });

  it("refuses changing a plate to one held by another carrier's active vehicle, changing nothing", async () => {
    const placa = randomPlaca();
    await addVehiculoChain(ctx, await createCarrier(ctx), { vehiculo: { numero_placa: placa } });
    const c = await createCarrier(ctx);
    const { vehiculo: mine } = await addVehiculoChain(ctx, c);
    const res = await put(c, mine.id, { numero_placa: placa, asiento: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(clash);
    expect(await stored(mine.id)).toMatchObject({ numero_placa: mine.numero_placa, asiento: 45 });
  });

  it("lets an inactive vehicle keep a plate that an active vehicle holds", async () => {
    const placa = randomPlaca();
    await addVehiculoChain(ctx, await createCarrier(ctx), { vehiculo: { numero_placa: placa } });
    const c = await createCarrier(ctx);
    expect((await post(c, (await cardOf(c)).id, { numero_placa: placa, activo: false })).statusCode).toBe(201);
  });

  it("warns at start while vehicles the migration deactivated are left to review", async () => {
    const c = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, c);
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    const [note] = await ctx.app.db
      .insert(vehiculo_desactivado_migracion)
      .values({ vehiculo_id: v.id, persona_id: c.personaId, tipo_placa_id: cats.tipo_placa_id, numero_placa: v.numero_placa, conservado_vehiculo_id: v.id, motivo: "prueba" })
      .returning();
    try {
      expect(await reportPlateDeactivations(ctx.app.db, log)).toBeGreaterThanOrEqual(1);
      expect(warnings).toHaveLength(1);
    } finally {
      await ctx.app.db.delete(vehiculo_desactivado_migracion).where(eq(vehiculo_desactivado_migracion.id, note.id));
    }
  });
});
