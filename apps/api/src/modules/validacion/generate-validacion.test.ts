import { CODIGO_ALPHABET, QR_FECHA_MSG, VALIDACION_MSG } from "@portal/domain/validacion";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencia, poliza, validar_registro_piloto, vehiculo } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addVehiculoChain, countRows, daysFromToday } from "../../../test/licencias";

describe("GET /api/validar_registro_piloto/generar/{vehiculoId}/vehiculo", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const generar = (c: Carrier | null, vehiculoId: number, method: "GET" | "POST" = "GET") =>
    ctx.app.inject({ method, url: `/api/validar_registro_piloto/generar/${vehiculoId}/vehiculo`, headers: c?.headers ?? {} });
  const qrsOf = (vehiculoId: number) => countRows(ctx, validar_registro_piloto, eq(validar_registro_piloto.vehiculo_id, vehiculoId));

  it("creates a record valid until the policy end when the policy ends first, with the public snapshot", async () => {
    const c = await createCarrier(ctx);
    const { licencia: l, vehiculo: v } = await addVehiculoChain(ctx, c, { vehiculo: { poliza_fecha_fin: daysFromToday(100) } });
    const res = await generar(c, v.id);
    expect(res.statusCode).toBe(201);
    const row = res.json().validar;
    expect(row).toEqual({ id: expect.any(Number), codigo: expect.any(String), llave: expect.any(String), vigencia: daysFromToday(100), estado: "VIGENTE", created_at: expect.any(String) });
    expect(row.codigo).toMatch(new RegExp(`^[${CODIGO_ALPHABET}]{8}$`));
    expect(row.llave).toMatch(/^[\w-]{22,}$/);
    expect(Buffer.from(row.llave, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    expect(row.vigencia <= l.fin).toBe(true);
    const [stored] = await ctx.app.db.select().from(validar_registro_piloto).where(eq(validar_registro_piloto.id, row.id));
    expect(stored).toMatchObject({
      persona_id: c.personaId,
      vehiculo_id: v.id,
      numero_placa: v.numero_placa,
      modelo: "2019",
      licencia_numero: l.numero,
      transportista: "JUAN PÉREZ",
      revocado_at: null,
    });
    expect(stored.marca.length).toBeGreaterThan(0);
  });

  it("is valid until the licence end when the licence ends first; a company shows its name", async () => {
    const c = await createCarrier(ctx, "juridico");
    const { vehiculo: v } = await addVehiculoChain(ctx, c, { licencia: { fin: daysFromToday(40) }, vehiculo: { poliza_fecha_fin: daysFromToday(300) } });
    const res = await generar(c, v.id, "POST");
    expect(res.statusCode).toBe(201);
    expect(res.json().validar.vigencia).toBe(daysFromToday(40));
    const [stored] = await ctx.app.db.select().from(validar_registro_piloto).where(eq(validar_registro_piloto.id, res.json().validar.id));
    expect(stored.transportista).toBe("TRANSPORTES EJEMPLO, S.A.");
  });

  it("gives every record its own code and key", async () => {
    const c = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, c);
    const a = (await generar(c, v.id)).json().validar;
    const b = (await generar(c, v.id)).json().validar;
    expect(a.codigo).not.toBe(b.codigo);
    expect(a.llave).not.toBe(b.llave);
  });

  type Chain = Awaited<ReturnType<typeof addVehiculoChain>>;
  const dmy = (iso: string) => iso.split("-").reverse().join("/");
  it.each<[string, string, (c: Chain) => Promise<unknown>, (c: Chain) => string]>([
    [
      "the vehicle is inactive",
      "VEHICULO_INACTIVO",
      (c) => ctx.app.db.update(vehiculo).set({ activo: false }).where(eq(vehiculo.id, c.vehiculo.id)),
      () => VALIDACION_MSG.vehiculoInactivo,
    ],
    [
      "the licence has ended",
      "LICENCIA_VENCIDA",
      (c) => ctx.app.db.update(licencia).set({ inicia: "2020-01-01", fin: daysFromToday(-1) }).where(eq(licencia.id, c.licencia.id)),
      (c) => `No se puede generar el QR: la licencia ${c.licencia.numero} venció el ${dmy(daysFromToday(-1))}. Actualice la fecha de expiración de la licencia y vuelva a generar el QR.`,
    ],
    [
      "the licence has not started",
      "LICENCIA_NO_INICIADA",
      (c) => ctx.app.db.update(licencia).set({ inicia: daysFromToday(2) }).where(eq(licencia.id, c.licencia.id)),
      (c) => QR_FECHA_MSG.licenciaNoIniciada(c.licencia.numero, daysFromToday(2)),
    ],
    [
      "the vehicle has no policy",
      "POLIZA_FALTANTE",
      (c) => ctx.app.db.delete(poliza).where(eq(poliza.vehiculo_id, c.vehiculo.id)),
      () => VALIDACION_MSG.sinPoliza,
    ],
    [
      "the policy has ended",
      "POLIZA_VENCIDA",
      (c) => ctx.app.db.update(poliza).set({ fecha_inicio: "2020-01-01", fecha_fin: daysFromToday(-1) }).where(eq(poliza.vehiculo_id, c.vehiculo.id)),
      () => `No se puede generar el QR: la póliza POL-2024-001 venció el ${dmy(daysFromToday(-1))}. Edite el vehículo, registre la póliza vigente y vuelva a generar el QR.`,
    ],
    [
      "the policy has not started",
      "POLIZA_NO_INICIADA",
      (c) => ctx.app.db.update(poliza).set({ fecha_inicio: daysFromToday(1) }).where(eq(poliza.vehiculo_id, c.vehiculo.id)),
      () => QR_FECHA_MSG.polizaNoIniciada("POL-2024-001", daysFromToday(1)),
    ],
  ])("refuses with 422 when %s, naming it as %s, writing nothing", async (_name, motivo, block, message) => {
    const c = await createCarrier(ctx);
    const chain = await addVehiculoChain(ctx, c);
    await block(chain);
    const res = await generar(c, chain.vehiculo.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: message(chain), motivo });
    expect(await qrsOf(chain.vehiculo.id)).toBe(0);
    // Another carrier learns nothing about why: the vehicle does not exist for them.
    const other = await generar(await createCarrier(ctx), chain.vehiculo.id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: "Registro no encontrado." });
  });

  it("names the licence first when the licence and the policy have both ended", async () => {
    const c = await createCarrier(ctx);
    const { licencia: l, vehiculo: v } = await addVehiculoChain(ctx, c);
    await ctx.app.db.update(licencia).set({ inicia: "2020-01-01", fin: daysFromToday(-3) }).where(eq(licencia.id, l.id));
    await ctx.app.db.update(poliza).set({ fecha_inicio: "2020-01-01", fecha_fin: daysFromToday(-3) }).where(eq(poliza.vehiculo_id, v.id));
    expect((await generar(c, v.id)).json().motivo).toBe("LICENCIA_VENCIDA");
  });

  it("answers 404 for another carrier's vehicle and 401 without a token, writing nothing", async () => {
    const owner = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, owner);
    expect((await generar(await createCarrier(ctx), v.id)).statusCode).toBe(404);
    expect((await generar(null, v.id)).statusCode).toBe(401);
    expect(await qrsOf(v.id)).toBe(0);
  });
});
