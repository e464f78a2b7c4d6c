import { randomUUID } from "node:crypto";

/**
 * A minimal valid PDF (one empty page, correct xref offsets) whose text carries `label`, so each
 * call with a new label gives new bytes (and a new SHA-256). `padding` adds a comment of that many
 * bytes to reach a given size.
 */
export function tinyPdf(label: string = randomUUID(), padding = 0): Buffer {
  return buildPdf({ label, padding });
}

export interface PdfParts {
  label?: string;
  padding?: number;
  /** Extra entries of the catalog (object 1), e.g. "/OpenAction 5 0 R". */
  catalog?: string;
  /** Extra entries of the page (object 3), e.g. "/AA << /O 6 0 R >>". */
  page?: string;
  /** Objects 5, 6, … (their bodies, without "N 0 obj"). */
  extra?: string[];
  /** Extra trailer entries, e.g. "/Encrypt 5 0 R". */
  trailer?: string;
  /** Bytes before `%PDF-` and after the final `%%EOF`. */
  before?: string;
  after?: string;
}

/** A small one-page PDF with correct xref offsets, to which a test adds the parts it is about. */
export function buildPdf(parts: PdfParts = {}): Buffer {
  const label = parts.label ?? randomUUID();
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${parts.catalog ?? ""}>>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R ${parts.page ?? ""}>>`,
  ];
  const stream = `BT /F1 12 Tf 20 100 Td (${label.replace(/[()\\]/g, "")}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`, ...(parts.extra ?? []));
  let body = `${parts.before ?? ""}%PDF-1.4\n`;
  if (parts.padding) body += `%${"x".repeat(parts.padding)}\n`;
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${parts.trailer ?? ""}>>\nstartxref\n${xref}\n%%EOF\n${parts.after ?? ""}`;
  return Buffer.from(body, "latin1");
}

/** A 1×1 PNG. */
export const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** `data:<type>;base64,…` as the browser's FileReader produces it. */
export function toDataUrl(bytes: Buffer, mediaType = "application/pdf"): string {
  return `data:${mediaType};base64,${bytes.toString("base64")}`;
}
