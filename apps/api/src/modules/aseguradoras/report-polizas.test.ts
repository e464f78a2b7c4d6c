import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditoria, poliza_reportada } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { createCarrier } from "../../../test/carrier";
import { createInsurerClient, type InsurerClient, insurerToken, polizaReporte } from "../../../test/insurers";
import { addVehiculoChain, countRows, randomPlaca } from "../../../test/licencias";

describe("insurers report policies", () => {
  let ctx: TestContext;
  let client: InsurerClient;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await buildTestApp();
    client = await createInsurerClient(ctx, 1);
    auth = { authorization: `Bearer ${await insurerToken(ctx, client)}` };
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, as = auth) =>
    ctx.app.inject({ method: "POST", url: `/api/aseguradoras/v1/${url}`, headers: { ...as, ...headers }, payload: payload as object });
  const rowsOf = (placa: string) => countRows(ctx, poliza_reportada, eq(poliza_reportada.numero_placa, placa));

  it("a report of a registered vehicle's policy is stored, read back, audited with the client as author; the same again changes nothing", async () => {
    const carrier = await createCarrier(ctx);
    const { vehiculo } = await addVehiculoChain(ctx, carrier);
    const placa = vehiculo.numero_placa.toUpperCase();
    const first = await post("polizas", polizaReporte(placa.toLowerCase(), { numero_poliza: `POL-${placa}` }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      resultado: "creada",
      errores: null,
      poliza: { tipo_placa: "P", numero_placa: placa, numero_poliza: `POL-${placa}`, prima_total: "4500.00", monto_asegurado: "150000.00", estado: "vigente", vehiculo_registrado: true },
    });
    const again = await post("polizas", polizaReporte(placa));
    expect(again.statusCode).toBe(200);
    expect(again.json().resultado).toBe("sin_cambios");
    expect(await rowsOf(placa)).toBe(1);
    const id = first.json().poliza.id as number;
    const read = await ctx.app.inject({ method: "GET", url: `/api/aseguradoras/v1/polizas/${id}`, headers: auth });
    expect(read.json().poliza).toEqual(first.json().poliza);
    const [audit] = await ctx.app.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, "poliza_reportada"), eq(auditoria.entidad_id, id)));
    expect(audit).toMatchObject({ actor_tipo: "aseguradora", actor_id: client.id, accion: "crear" });
  });

  it("the same Idempotency-Key twice gives the same answer and one report; with another body it is a 409 and nothing changes", async () => {
    const placa = randomPlaca();
    const key = `clave-${placa}`;
    const first = await post("polizas", polizaReporte(placa), { "idempotency-key": key });
    const replay = await post("polizas", polizaReporte(placa), { "idempotency-key": key });
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json()).toEqual(first.json());
    expect(await rowsOf(placa)).toBe(1);
    const other = await post("polizas", polizaReporte(placa, { estado: "cancelada", motivo: "Falta de pago" }), { "idempotency-key": key });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain("Idempotency-Key");
    const [row] = await ctx.app.db.select().from(poliza_reportada).where(eq(poliza_reportada.numero_placa, placa));
    expect(row.estado_poliza).toBe("vigente");
    const malformed = await post("polizas", polizaReporte(placa), { "idempotency-key": "con espacios" });
    expect(malformed.statusCode).toBe(400);
  });

  it("a batch answers each item: the invalid ones fail alone, the valid ones are written; a replayed batch writes nothing twice", async () => {
    const placas = Array.from({ length: 5 }, () => randomPlaca());
    const polizas = [
      polizaReporte(placas[0]),
      polizaReporte(placas[1], { numero_placa: "ABC123" }),
      polizaReporte(placas[2], { estado: "cancelada" }),
      polizaReporte(placas[3], { tipo_placa: "ZZ" }),
      polizaReporte(placas[4], { fecha_fin: "2025-01-01" }),
      polizaReporte(placas[0]),
    ];
    const res = await post("polizas/lote", { polizas }, { "idempotency-key": `lote-${placas[0]}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ recibidas: 6, aceptadas: 1, rechazadas: 5 });
    expect(body.resultados.map((r: { resultado: string }) => r.resultado)).toEqual(["creada", "rechazada", "rechazada", "rechazada", "rechazada", "rechazada"]);
    expect(body.resultados[1].errores).toHaveProperty("numero_placa");
    expect(body.resultados[2].errores).toHaveProperty("motivo");
    expect(body.resultados[3].errores).toHaveProperty("tipo_placa");
    expect(body.resultados[4].errores).toHaveProperty("fecha_fin");
    expect(body.resultados[5].errores).toHaveProperty("numero_poliza");
    expect(await rowsOf(placas[0])).toBe(1);
    for (const p of placas.slice(1)) expect(await rowsOf(p)).toBe(0);
    const replay = await post("polizas/lote", { polizas }, { "idempotency-key": `lote-${placas[0]}` });
    expect(replay.json()).toEqual(body);
  });

  it("a batch over 1,000 or empty is refused whole with a clear message", async () => {
    const tooMany = await post("polizas/lote", { polizas: Array.from({ length: 1001 }, () => polizaReporte(randomPlaca())) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toContain("1000");
    expect((await post("polizas/lote", { polizas: [] })).statusCode).toBe(422);
  });

  it("an insurer never reads another insurer's reports (404) and lists only its own", async () => {
    const placa = randomPlaca();
    const mine = await post("polizas", polizaReporte(placa));
    const rival = await createInsurerClient(ctx, 2);
    const rivalAuth = { authorization: `Bearer ${await insurerToken(ctx, rival)}` };
    const read = await ctx.app.inject({ method: "GET", url: `/api/aseguradoras/v1/polizas/${mine.json().poliza.id}`, headers: rivalAuth });
    expect(read.statusCode).toBe(404);
    const list = await ctx.app.inject({ method: "GET", url: `/api/aseguradoras/v1/polizas?numero_placa=${placa}`, headers: rivalAuth });
    expect(list.json().polizas).toEqual([]);
    const own = await ctx.app.inject({ method: "GET", url: `/api/aseguradoras/v1/polizas?numero_placa=${placa}`, headers: auth });
    expect(own.json().polizas.map((p: { id: number }) => p.id)).toEqual([mine.json().poliza.id]);
  });

  it("a report for a plate not registered yet is kept and matched when the vehicle is registered", async () => {
    const placa = randomPlaca();
    const early = await post("polizas", polizaReporte(placa));
    expect(early.json().poliza.vehiculo_registrado).toBe(false);
    const carrier = await createCarrier(ctx);
    await addVehiculoChain(ctx, carrier, { vehiculo: { numero_placa: placa } });
    const read = await ctx.app.inject({ method: "GET", url: `/api/aseguradoras/v1/polizas/${early.json().poliza.id}`, headers: auth });
    expect(read.json().poliza.vehiculo_registrado).toBe(true);
  });
});
