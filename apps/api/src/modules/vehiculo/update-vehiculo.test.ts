import { MSG } from "@portal/domain/messages";
import { VEHICULO_MSG } from "@portal/domain/vehiculo";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poliza, vehiculo } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import {
  addVehiculo,
  addVehiculoChain,
  daysFromToday,
  pdfDataUrl,
  randomPlaca,
  type VehicleCatalogues,
  vehicleCatalogues,
  vehiculoPayload,
} from "../../../test/licencias";

describe("PUT /api/vehiculo/{id}", () => {
  let ctx: TestContext;
  let cats: VehicleCatalogues;
  beforeAll(async () => {
    ctx = await buildTestApp();
    cats = await vehicleCatalogues(ctx);
  });
  afterAll(() => ctx.close());

  const put = (c: Carrier | null, id: number, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: "PUT", url: `/api/vehiculo/${id}`, headers: c?.headers ?? {}, payload });
  const stored = async (id: number) => {
    const [v] = await ctx.app.db.select().from(vehiculo).where(eq(vehiculo.id, id));
    const [p] = await ctx.app.db.select().from(poliza).where(eq(poliza.vehiculo_id, id));
    return { v, p };
  };

  it("updates the vehicle and its policy and keeps the stored PDF when none is sent", async () => {
    const c = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, c);
    const before = await stored(v.id);
    const placa = randomPlaca();
    const res = await put(
      c,
      v.id,
      vehiculoPayload(cats, { nit: c.nit, numero_placa: placa.toLowerCase(), asiento: 12, activo: false, poliza_numero: "POL-NEW", poliza_fecha_fin: daysFromToday(90), poliza_documento: undefined }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().vehiculo).toMatchObject({
      id: v.id,
      numero_placa: placa,
      asiento: 12,
      activo: false,
      poliza: { numero: "POL-NEW", fecha_fin: daysFromToday(90), tiene_documento: true },
    });
    const after = await stored(v.id);
    expect(after.p.archivo_id).toBe(before.p.archivo_id);
    expect(after.v.tarjeta_operacion_id).toBe(before.v.tarjeta_operacion_id);
  });

  it("replaces the policy PDF when a new one is sent", async () => {
    const c = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, c);
    const before = await stored(v.id);
    const res = await put(c, v.id, vehiculoPayload(cats, { poliza_documento: pdfDataUrl(`nueva-${v.id}`) }));
    expect(res.statusCode).toBe(200);
    const after = await stored(v.id);
    expect(after.p.archivo_id).not.toBe(before.p.archivo_id);
    const doc = await ctx.app.inject({ method: "GET", url: `/api/vehiculo/${v.id}/poliza_documento`, headers: c.headers });
    expect(doc.json().documento[0].documento).toBe(pdfDataUrl(`nueva-${v.id}`));
  });

  it("changes nothing when the new PDF is not a PDF (one transaction)", async () => {
    const c = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, c);
    const before = await stored(v.id);
    const fake = `data:application/pdf;base64,${Buffer.from("plain text, not a pdf").toString("base64")}`;
    const res = await put(c, v.id, vehiculoPayload(cats, { numero_placa: randomPlaca(), poliza_numero: "OTRA", poliza_documento: fake }));
    expect(res.statusCode).toBe(415);
    const after = await stored(v.id);
    expect(after.v.numero_placa).toBe(before.v.numero_placa);
    expect(after.p).toEqual(before.p);
  });

  it("refuses bad input with 422 and changes nothing", async () => {
    const c = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, c);
    const before = await stored(v.id);
    const res = await put(c, v.id, vehiculoPayload(cats, { modelo: "20X9", numero_placa: "ABC123" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ modelo: [MSG.formatInvalid], numero_placa: [MSG.plateFormat] });
    expect(await stored(v.id)).toEqual(before);
  });

  it("answers 409 when the plate belongs to another vehicle of the card", async () => {
    const c = await createCarrier(ctx);
    const { tarjeta, vehiculo: a } = await addVehiculoChain(ctx, c);
    const b = await addVehiculo(ctx, c, tarjeta.id);
    const res = await put(c, b.id, vehiculoPayload(cats, { numero_placa: a.numero_placa }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(VEHICULO_MSG.duplicatePlaca);
    expect((await stored(b.id)).v.numero_placa).toBe(b.numero_placa);
  });

  it("answers 404 for another carrier's vehicle and 401 without a token, changing nothing", async () => {
    const owner = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, owner);
    const before = await stored(v.id);
    const stranger = await createCarrier(ctx);
    expect((await put(stranger, v.id, vehiculoPayload(cats, { numero_placa: randomPlaca() }))).statusCode).toBe(404);
    expect((await put(null, v.id, vehiculoPayload(cats, { numero_placa: randomPlaca() }))).statusCode).toBe(401);
    expect(await stored(v.id)).toEqual(before);
  });
});
