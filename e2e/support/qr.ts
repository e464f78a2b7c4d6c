import jsQR from "jsqr";
import { PNG } from "pngjs";

/** The text a QR image (PNG bytes) encodes, as a phone camera would read it. */
export function decodeQrPng(bytes: Buffer): string {
  const png = PNG.sync.read(bytes);
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error("No se pudo leer el QR de la imagen");
  return code.data;
}

/** The PNG bytes of a `data:image/png;base64,…` address (the QR image the API answers). */
export const pngOfDataUrl = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");

/** The text a QR image given as a PNG data URL encodes. */
export const decodeQrDataUrl = (dataUrl: string) => decodeQrPng(pngOfDataUrl(dataUrl));
