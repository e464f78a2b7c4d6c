/**
 * Saves a base64 data URL (e.g. a QR image) as a file named `fileName`. The bytes are decoded
 * here rather than fetched: the content security policy keeps `connect-src` to the portal itself.
 */
export function downloadDataUrl(dataUrl: string, fileName: string): void {
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error("Dirección de datos no válida");
  const [, type = "application/octet-stream", base64, payload] = match;
  const text = base64 ? atob(payload) : decodeURIComponent(payload);
  const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
  downloadBlob(new Blob([bytes], { type }), fileName);
}

/** Saves bytes already in the page (e.g. a PDF the API answered) as a file named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
