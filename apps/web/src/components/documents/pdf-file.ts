import { isPdfBytes, isPdfFile } from "@portal/domain/pdf-check";

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
