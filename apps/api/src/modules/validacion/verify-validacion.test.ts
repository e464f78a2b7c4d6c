import { todayInGuatemala } from "@portal/domain/formats";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencia, validar_registro_piloto } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addVehiculoChain, daysFromToday } from "../../../test/licencias";

interface Qr {
  id: number;
  codigo: string;
  llave: string;
  vigencia: string;
}

async function qrOf(ctx: TestContext, c: Carrier) {
  const chain = await addVehiculoChain(ctx, c);
  const res = await ctx.app.inject({ method: "GET", url: `/api/validar_registro_piloto/generar/${chain.vehiculo.id}/vehiculo`, headers: c.headers });
  return { ...chain, qr: res.json().validar as Qr };
}

describe("GET /api/verificar/{codigo}?llave=", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const verificar = (codigo: string, llave?: string) =>
    ctx.app.inject({ method: "GET", url: `/api/verificar/${encodeURIComponent(codigo)}${llave === undefined ? "" : `?llave=${encodeURIComponent(llave)}`}` });

  it("answers VIGENTE with the printed data only, without a login", async () => {
    const c = await createCarrier(ctx);
    const { licencia: l, vehiculo: v, qr } = await qrOf(ctx, c);
    const res = await verificar(qr.codigo, qr.llave);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      verificacion: {
        estado: "VIGENTE",
        codigo: qr.codigo,
        numero_placa: v.numero_placa,
        marca: expect.any(String),
        modelo: "2019",
        licencia_numero: l.numero,
        vigencia: qr.vigencia,
        transportista: "JUAN PÉREZ",
        verificado: false,
        revocacion: null,
      },
    });
  });

  it("reads a code typed in lower case or with a dash", async () => {
    const { qr } = await qrOf(ctx, await createCarrier(ctx));
    const typed = `${qr.codigo.slice(0, 4)}-${qr.codigo.slice(4)}`.toLowerCase();
    expect((await verificar(typed, qr.llave)).json().verificacion.estado).toBe("VIGENTE");
  });

  it("answers REVOCADO after the owner deletes the QR", async () => {
    const c = await createCarrier(ctx);
    const { qr } = await qrOf(ctx, c);
    await ctx.app.inject({ method: "DELETE", url: `/api/validar_registro_piloto/${qr.id}`, headers: c.headers });
    expect((await verificar(qr.codigo, qr.llave)).json().verificacion).toMatchObject({
      estado: "REVOCADO",
      codigo: qr.codigo,
      revocacion: { por: "TRANSPORTISTA", causa: "ELIMINADO", motivo: "El transportista eliminó el código", fecha: todayInGuatemala() },
    });
  });

  it("answers REVOCADO, with the snapshot, after the vehicle is deleted", async () => {
    const c = await createCarrier(ctx);
    const { vehiculo: v, qr } = await qrOf(ctx, c);
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/vehiculo/${v.id}`, headers: c.headers })).statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(validar_registro_piloto).where(eq(validar_registro_piloto.id, qr.id));
    expect(row.vehiculo_id).toBeNull();
    expect((await verificar(qr.codigo, qr.llave)).json().verificacion).toMatchObject({ estado: "REVOCADO", numero_placa: v.numero_placa });
  });

  it("answers VENCIDO once the vigencia has passed", async () => {
    const { qr } = await qrOf(ctx, await createCarrier(ctx));
    await ctx.app.db.update(validar_registro_piloto).set({ vigencia: daysFromToday(-1) }).where(eq(validar_registro_piloto.id, qr.id));
    expect((await verificar(qr.codigo, qr.llave)).json().verificacion).toMatchObject({ estado: "VENCIDO", vigencia: daysFromToday(-1) });
  });

  it("answers VENCIDO once the licence has expired", async () => {
    const { licencia: l, qr } = await qrOf(ctx, await createCarrier(ctx));
    await ctx.app.db.update(licencia).set({ inicia: "2020-01-01", fin: daysFromToday(-2) }).where(eq(licencia.id, l.id));
    expect((await verificar(qr.codigo, qr.llave)).json().verificacion.estado).toBe("VENCIDO");
  });

  it("answers the same 404 to a wrong key, a missing key and an unknown code", async () => {
    const { qr } = await qrOf(ctx, await createCarrier(ctx));
    const wrongKey = await verificar(qr.codigo, `${qr.llave.slice(0, -1)}${qr.llave.endsWith("A") ? "B" : "A"}`);
    const noKey = await verificar(qr.codigo);
    const unknown = await verificar("ZZZZZZZZ", qr.llave);
    const garbage = await verificar("not a code", qr.llave);
    for (const res of [wrongKey, noKey, unknown, garbage]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    expect(unknown.json()).toEqual({ message: "Código de verificación no encontrado." });
  });
});

describe("GET /api/verificar rate limit", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it("answers 429 after 30 checks a minute from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await ctx.app.inject({ method: "GET", url: "/api/verificar/ZZZZZZZZ?llave=x", remoteAddress: "203.0.113.9" })).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await ctx.app.inject({ method: "GET", url: "/api/verificar/ZZZZZZZZ?llave=x", remoteAddress: "203.0.113.10" });
    expect(other.statusCode).toBe(404);
  });
});
