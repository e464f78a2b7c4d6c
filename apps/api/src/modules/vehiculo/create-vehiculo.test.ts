import { MSG } from "@portal/domain/messages";
import { VEHICULO_MSG } from "@portal/domain/vehiculo";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archivo, poliza, vehiculo } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { tinyPdf, toDataUrl } from "../../../test/pdf";
import { type Carrier, createCarrier } from "../../../test/carrier";
import {
  addLicencia,
  addTarjeta,
  countRows,
  daysFromToday,
  pdfDataUrl,
  type VehicleCatalogues,
  vehicleCatalogues,
  randomPlaca,
  vehiculoPayload,
} from "../../../test/licencias";

describe("POST /api/vehiculo/{tarjetaId}/tarjeta_operacion", () => {
  let ctx: TestContext;
  let cats: VehicleCatalogues;
  beforeAll(async () => {
    ctx = await buildTestApp();
    cats = await vehicleCatalogues(ctx);
  });
  afterAll(() => ctx.close());

  const post = (c: Carrier | null, tarjetaId: number, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: "POST", url: `/api/vehiculo/${tarjetaId}/tarjeta_operacion`, headers: c?.headers ?? {}, payload });
  const onCard = (tarjetaId: number) => countRows(ctx, vehiculo, eq(vehiculo.tarjeta_operacion_id, tarjetaId));
  const policiesOf = (c: Carrier) => countRows(ctx, poliza, eq(poliza.persona_id, c.personaId));
  async function card() {
    const c = await createCarrier(ctx);
    const l = await addLicencia(ctx, c);
    return { c, l, t: await addTarjeta(ctx, c, l.id) };
  }

  it("stores the vehicle, its policy and the policy PDF, and answers the detail", async () => {
    const { c, l, t } = await card();
    const placa = randomPlaca();
    const res = await post(c, t.id, vehiculoPayload(cats, { nit: c.nit, numero_placa: ` ${placa.toLowerCase()} ` }));
    expect(res.statusCode).toBe(201);
    const v = res.json().vehiculo;
    expect(v).toMatchObject({
      nit: c.nit,
      asiento: 45,
      numero_placa: placa,
      modelo: "2019",
      cilindro: 6,
      cc: 4000,
      licencia_id: l.id,
      tarjeta_operacion_id: t.id,
      activo: true,
      color: { id: cats.color_id, nombre: expect.any(String) },
      tipo_vehiculo: { id: cats.tipo_vehiculo_id, nombre: expect.any(String) },
      marca: { id: cats.marca_vehiculo_id, nombre: expect.any(String) },
      tipo_uso: { id: cats.tipo_uso_id },
      tipo_combustible: { id: cats.tipo_combustible_id },
      tipo_placa: { id: cats.tipo_placa_id },
      licencia: { id: l.id, numero: l.numero, fin: l.fin },
      tarjeta_operacion: { id: t.id, numero: t.numero },
      poliza: {
        numero: "POL-2024-001",
        nombre_aseguradora: "SEGUROS EL ROBLE, S.A.",
        tipo_seguro: "RESPONSABILIDAD CIVIL",
        prima_total: "1500.50",
        valor: "250000.00",
        monto_asegurado: "200000.00",
        fecha_inicio: daysFromToday(-30),
        fecha_fin: daysFromToday(180),
        activo: true,
        tiene_documento: true,
      },
    });
    const [p] = await ctx.app.db.select().from(poliza).where(eq(poliza.vehiculo_id, v.id));
    expect(p.persona_id).toBe(c.personaId);
    const [file] = await ctx.app.db.select().from(archivo).where(eq(archivo.id, p.archivo_id!));
    expect(file.content_type).toBe("application/pdf");
    expect(file.contenido.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("stores the same PDF once however many policies point at it", async () => {
    const { c, t } = await card();
    const doc = pdfDataUrl(`shared-${c.personaId}`);
    await post(c, t.id, vehiculoPayload(cats, { poliza_documento: doc }));
    await post(c, t.id, vehiculoPayload(cats, { poliza_documento: doc }));
    const rows = await ctx.app.db.select({ archivo_id: poliza.archivo_id }).from(poliza).where(eq(poliza.persona_id, c.personaId));
    expect(rows).toHaveLength(2);
    expect(rows[0].archivo_id).toBe(rows[1].archivo_id);
  });

  it.each([
    ["a malformed plate", { numero_placa: "12ABCD" }, "numero_placa", MSG.plateFormat],
    ["a 2-digit model", { modelo: "19" }, "modelo", MSG.formatInvalid],
    ["no seats", { asiento: 0 }, "asiento", VEHICULO_MSG.asiento],
    ["100 seats", { asiento: 100 }, "asiento", VEHICULO_MSG.asiento],
    ["an invalid NIT", { nit: "1234567" }, "nit", MSG.nitInvalid],
    ["a 26-character engine", { motor: "M".repeat(26) }, "motor", "Máximo 25 caracteres."],
    ["a 26-character chassis", { numero_chasis: "C".repeat(26) }, "numero_chasis", "Máximo 25 caracteres."],
    ["a 26-character serial", { numero_serie: "S".repeat(26) }, "numero_serie", "Máximo 25 caracteres."],
    ["a negative premium", { poliza_prima_total: -1 }, "poliza_prima_total", VEHICULO_MSG.monto],
    ["three decimals", { poliza_valor: "10.123" }, "poliza_valor", VEHICULO_MSG.monto],
    ["a decimal comma", { poliza_valor: "4500,50" }, "poliza_valor", VEHICULO_MSG.monto],
    ["a policy ending before it starts", { poliza_fecha_fin: daysFromToday(-31) }, "poliza_fecha_fin", VEHICULO_MSG.polizaFinBeforeInicio],
    ["no policy PDF", { poliza_documento: undefined }, "poliza_documento", VEHICULO_MSG.documentoRequired],
    ["an image instead of a PDF", { poliza_documento: "data:image/png;base64,iVBORw0KGgo=" }, "poliza_documento", MSG.pdfOnly],
    ["an unknown colour", { color_id: 999_999 }, "color_id", MSG.catalogueMissing],
  ])("refuses %s with 422 and writes nothing", async (_name, over, field, message) => {
    const { c, t } = await card();
    const res = await post(c, t.id, vehiculoPayload(cats, over));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect(await onCard(t.id)).toBe(0);
    expect(await policiesOf(c)).toBe(0);
  });

  it("reads amounts written with thousands separators (4,500.50 or Q 95,000) and stores them plain", async () => {
    const { c, t } = await card();
    const res = await post(c, t.id, vehiculoPayload(cats, { poliza_prima_total: "4,500.50", poliza_valor: "Q 95,000", poliza_monto_asegurado: "1,234,567.8" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().vehiculo.poliza).toMatchObject({ prima_total: "4500.50", valor: "95000.00", monto_asegurado: "1234567.80" });
  });

  it("writes no vehicle when the policy file is not a PDF (one transaction)", async () => {
    const { c, t } = await card();
    const fake = `data:application/pdf;base64,${Buffer.from("GIF89a not a pdf at all").toString("base64")}`;
    const res = await post(c, t.id, vehiculoPayload(cats, { poliza_documento: fake }));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MSG.pdfOnly, errors: { poliza_documento: [MSG.pdfOnly] } });
    expect(await onCard(t.id)).toBe(0);
    expect(await policiesOf(c)).toBe(0);
  });

  it("answers 409 for a plate already on the card; another card may repeat it only on an inactive vehicle", async () => {
    const { c, l, t } = await card();
    const placa = randomPlaca();
    expect((await post(c, t.id, vehiculoPayload(cats, { numero_placa: placa }))).statusCode).toBe(201);
    const res = await post(c, t.id, vehiculoPayload(cats, { numero_placa: placa.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: VEHICULO_MSG.duplicatePlaca, errors: { numero_placa: [VEHICULO_MSG.duplicatePlaca] } });
    expect(await onCard(t.id)).toBe(1);
    expect(await policiesOf(c)).toBe(1);
    const t2 = await addTarjeta(ctx, c, l.id, "A-99999");
    const active = await post(c, t2.id, vehiculoPayload(cats, { numero_placa: placa }));
    expect(active.statusCode).toBe(409);
    expect(active.json()).toEqual({ message: VEHICULO_MSG.placaEnOtroVehiculo, errors: { numero_placa: [VEHICULO_MSG.placaEnOtroVehiculo] } });
    expect((await post(c, t2.id, vehiculoPayload(cats, { numero_placa: placa, activo: false }))).statusCode).toBe(201);
  });

  it("answers 404 on another carrier's card and 401 without a token, writing nothing", async () => {
    const { t } = await card();
    const stranger = await createCarrier(ctx);
    expect((await post(stranger, t.id, vehiculoPayload(cats))).statusCode).toBe(404);
    expect((await post(null, t.id, vehiculoPayload(cats))).statusCode).toBe(401);
    expect(await onCard(t.id)).toBe(0);
  });
});

describe("POST /api/vehiculo with a policy PDF over UPLOAD_MAX_MB", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ UPLOAD_MAX_MB: 0.01 });
  });
  afterAll(() => ctx.close());

  it("answers 413 and writes nothing", async () => {
    const c = await createCarrier(ctx);
    const t = await addTarjeta(ctx, c, (await addLicencia(ctx, c)).id);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/vehiculo/${t.id}/tarjeta_operacion`,
      headers: c.headers,
      payload: vehiculoPayload(await vehicleCatalogues(ctx), { poliza_documento: toDataUrl(tinyPdf("grande", 20_000)) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toHaveProperty("poliza_documento");
    expect(await countRows(ctx, vehiculo, eq(vehiculo.tarjeta_operacion_id, t.id))).toBe(0);
  });
});
