import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { TestContext } from "./app";
import type { Carrier } from "./carrier";

/** What a phone camera reads from a QR's PNG data URL: the text and the QR version (density). */
export function scanQr(dataUrl: string): { data: string; version: number } | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return code ? { data: code.data, version: code.version } : undefined;
}

/** The address a carrier's QR (`qrId`) encodes, as downloaded and scanned. */
export async function scannedUrl(ctx: TestContext, carrier: Carrier, qrId: number) {
  const res = await ctx.app.inject({ method: "GET", url: `/api/validar_registro_piloto/${qrId}/documento`, headers: carrier.headers });
  if (res.statusCode !== 200) throw new Error(`documento: ${res.statusCode} ${res.body}`);
  const scanned = scanQr(res.json().documento[0]);
  if (!scanned) throw new Error("the QR image does not decode");
  return { url: new URL(scanned.data), version: scanned.version };
}
