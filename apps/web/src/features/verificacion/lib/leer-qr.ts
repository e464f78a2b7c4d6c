import { BarcodeDetector, prepareZXingModule } from "barcode-detector/ponyfill";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

/**
 * The QR reader: the Barcode Detection API as the `barcode-detector` ponyfill gives it (ZXing in
 * WebAssembly), with the .wasm served by the portal itself, never a CDN, so it works offline once the
 * service worker has kept it (decision 178). Started when the scanner opens, so the first scan is quick.
 */
export function prepararLector() {
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) },
    fireImmediately: true,
  }).catch(() => {
    // Fetched again at the first scan, which reports the failure.
  });
}

let detector: BarcodeDetector | null = null;

/** The text of the first QR code in an image, a video frame or a photo; null when none is found. */
export async function leerQr(source: ImageBitmapSource): Promise<string | null> {
  detector ??= new BarcodeDetector({ formats: ["qr_code"] });
  const [code] = await detector.detect(source);
  return code?.rawValue ?? null;
}

export interface CodigoLeido {
  codigo: string;
  llave: string;
  credencial: string;
  /** The host the QR's link leads to, when it is not this portal (a look-alike site). */
  otroSitio: string | null;
}

/** A scanned text as a vehicle QR's link (`…/verificar/{codigo}?llave=…#…`); null for anything else. */
export function codigoDeQr(text: string): CodigoLeido | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const match = /^\/verificar\/([^/]+)$/.exec(url.pathname);
  if (!match) return null;
  return {
    codigo: decodeURIComponent(match[1]),
    llave: url.searchParams.get("llave") ?? "",
    credencial: url.hash.slice(1),
    otroSitio: url.host === window.location.host ? null : url.host,
  };
}
