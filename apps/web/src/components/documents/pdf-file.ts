import { isPdfBytes, isPdfFile, PDF_MEDIA_TYPE } from "@portal/domain/pdf-check";

export type PdfRead = { ok: true; dataUrl: string } | { ok: false };

/** Bytes as base64, in slices so a large file does not overflow the call stack. */
function toBase64(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let binary = "";
  for (let i = 0; i < bytes.length; i += SLICE) binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  return btoa(binary);
}

/**
 * A chosen file as the API takes it (`data:application/pdf;base64,…`), or not ok when it is not a
 * PDF by its type/name or by its bytes (the same checks the API runs).
 */
export async function readPdf(file: File): Promise<PdfRead> {
  if (!(await isPdfUpload(file))) return { ok: false };
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { ok: true, dataUrl: `data:${PDF_MEDIA_TYPE};base64,${toBase64(bytes)}` };
}

/** Bytes the PDF check needs at the end of a file: "%%EOF" may be followed by a little whitespace. */
const TAIL_BYTES = 1024;

/**
 * Whether a chosen file is a PDF by its type/name and by its bytes (the same checks the API runs),
 * reading only its first and last bytes: the file itself is sent as it is (multipart).
 */
export async function isPdfUpload(file: File): Promise<boolean> {
  if (!isPdfFile(file)) return false;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const tail = new Uint8Array(await file.slice(Math.max(8, file.size - TAIL_BYTES)).arrayBuffer());
  const sample = new Uint8Array(head.length + tail.length);
  sample.set(head);
  sample.set(tail, head.length);
  return isPdfBytes(sample);
}

/** "12 KB", "1.4 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
