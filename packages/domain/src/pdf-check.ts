/**
 * Checks that a chosen file or an uploaded data URL is a PDF, without zod: the browser's document rows use
 * them on screens that load no form (decision 180); re-exported by documento.ts.
 */

export const PDF_MEDIA_TYPE = "application/pdf";

/** Browser pre-check of a chosen file: a PDF by type, or by name when the browser gives no type. */
export function isPdfFile(file: { type: string; name: string }): boolean {
  const byName = /\.pdf$/i.test(file.name.trim());
  return file.type === PDF_MEDIA_TYPE || (file.type === "" && byName);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PDF_HEAD = "%PDF-";
const PDF_EOF = "%%EOF";
/** "%%EOF" must appear within the last 1024 bytes (as PDF readers require). */
const EOF_WINDOW = 1024;

export function isBase64(value: string): boolean {
  return value.length > 0 && value.length % 4 === 0 && BASE64.test(value);
}

/** Decoded size of a valid base64 string, without decoding it. */
export function base64ByteLength(value: string): number {
  const padding = value.endsWith("==") ? 2 : value.endsWith("=") ? 1 : 0;
  return (value.length / 4) * 3 - padding;
}

/** `data:<type>[;params];base64,<data>` → its media type and data; null for anything else. */
export function parseDataUrl(value: string): { mediaType: string; base64: string } | null {
  if (!value.startsWith("data:")) return null;
  const comma = value.indexOf(",");
  if (comma < 0) return null;
  const params = value.slice(5, comma).split(";");
  if (params[params.length - 1]?.toLowerCase() !== "base64") return null;
  return { mediaType: (params[0] ?? "").trim().toLowerCase(), base64: value.slice(comma + 1) };
}

function latin1(bytes: Uint8Array): string {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return text;
}

/** True for bytes that start with `%PDF-` and carry `%%EOF` near the end. */
export function isPdfBytes(bytes: Uint8Array): boolean {
  if (bytes.length < PDF_HEAD.length + PDF_EOF.length) return false;
  if (latin1(bytes.subarray(0, PDF_HEAD.length)) !== PDF_HEAD) return false;
  return latin1(bytes.subarray(Math.max(0, bytes.length - EOF_WINDOW))).includes(PDF_EOF);
}

export type PdfCheck =
  | { ok: true; base64: string; size: number }
  | { ok: false; problem: "not_pdf" | "too_large" };

/**
 * Checks a PDF data URL without decoding all of it: media type application/pdf, valid base64,
 * decoded size within `maxBytes`, `%PDF-` at the start and `%%EOF` near the end.
 */
export function checkPdfDataUrl(value: string, maxBytes: number): PdfCheck {
  const parsed = parseDataUrl(value);
  if (!parsed || parsed.mediaType !== PDF_MEDIA_TYPE || !isBase64(parsed.base64)) return { ok: false, problem: "not_pdf" };
  const { base64 } = parsed;
  const size = base64ByteLength(base64);
  if (size > maxBytes) return { ok: false, problem: "too_large" };
  // 8 base64 characters are 6 bytes, enough for "%PDF-"; the tail slice stays 4-aligned.
  const head = atob(base64.slice(0, 8));
  const tailChars = Math.ceil((EOF_WINDOW + 2) / 3) * 4;
  const tail = atob(base64.slice(Math.max(0, base64.length - tailChars)));
  if (size < PDF_HEAD.length + PDF_EOF.length || !head.startsWith(PDF_HEAD)) return { ok: false, problem: "not_pdf" };
  if (!tail.slice(-EOF_WINDOW).includes(PDF_EOF)) return { ok: false, problem: "not_pdf" };
  return { ok: true, base64, size };
}
