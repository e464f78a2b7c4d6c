import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addVehiculoChain } from "../../../test/licencias";

/** The text a phone camera would read from a PNG data URL. */
function scan(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe("GET /api/validar_registro_piloto/{qrId}/documento", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ PUBLIC_URL: "https://portal.example.gt" });
  });
  afterAll(() => ctx.close());

  const documento = (c: Carrier | null, qrId: number) =>
    ctx.app.inject({ method: "GET", url: `/api/validar_registro_piloto/${qrId}/documento`, headers: c?.headers ?? {} });
  async function qrOf(c: Carrier) {
    const { vehiculo: v } = await addVehiculoChain(ctx, c);
    const res = await ctx.app.inject({ method: "GET", url: `/api/validar_registro_piloto/generar/${v.id}/vehiculo`, headers: c.headers });
    return { ...(res.json().validar as { id: number; codigo: string; llave: string }), placa: v.numero_placa };
  }

  it("answers a PNG whose QR encodes the public verification address, named by plate and code", async () => {
    const c = await createCarrier(ctx);
    const qr = await qrOf(c);
    const res = await documento(c, qr.id);
    expect(res.statusCode).toBe(200);
    const [png] = res.json().documento;
    expect(png).toMatch(/^data:image\/png;base64,/);
    // The signed credential follows in the fragment (qr-credencial.test.ts checks it).
    expect(res.json().archivo).toBe(`QR_${qr.placa}_${qr.codigo}.png`);
    expect(scan(png)).toMatch(new RegExp(`^https://portal\\.example\\.gt/verificar/${qr.codigo}\\?llave=${qr.llave}#[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
  });

  it("answers 404 once the QR is revoked", async () => {
    const c = await createCarrier(ctx);
    const qr = await qrOf(c);
    await ctx.app.inject({ method: "DELETE", url: `/api/validar_registro_piloto/${qr.id}`, headers: c.headers });
    expect((await documento(c, qr.id)).statusCode).toBe(404);
  });

  it("answers 404 for another carrier's QR and 401 without a token", async () => {
    const qr = await qrOf(await createCarrier(ctx));
    expect((await documento(await createCarrier(ctx), qr.id)).statusCode).toBe(404);
    expect((await documento(null, qr.id)).statusCode).toBe(401);
  });
});
