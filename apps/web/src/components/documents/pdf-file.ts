import { isPdfBytes, isPdfFile, PDF_MEDIA_TYPE } from "@portal/domain/documento";

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
  if (!isPdfFile(file)) return { ok: false };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isPdfBytes(bytes)) return { ok: false };
  return { ok: true, dataUrl: `data:${PDF_MEDIA_TYPE};base64,${toBase64(bytes)}` };
}

/** A PDF data URL as a Blob, decoded here (fetching a data: URL is outside the page's CSP). */
export function dataUrlToBlob(dataUrl: string): Blob | null {
  const comma = dataUrl.indexOf(",");
  if (!dataUrl.startsWith("data:") || comma < 0) return null;
  try {
    const binary = atob(dataUrl.slice(comma + 1));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type: PDF_MEDIA_TYPE });
  } catch {
    return null;
  }
}

/** "12 KB", "1.4 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
