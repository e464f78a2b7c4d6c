import { createHash } from "node:crypto";
import { checkPdfDataUrl, DOCUMENTO_MSG, isPdfBytes, PDF_MEDIA_TYPE } from "@portal/domain/documento";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { archivo } from "../db/schema/index";
import { AppError } from "./errors";
import { inspectPdf, type PdfInspection } from "./pdf-inspector";

/**
 * PDF uploads shared by every module that keeps a file (documents, the vehicle policy): the checks of
 * `checkPdfDataUrl` mapped to 415 (not a PDF) and 413 (too large), the structure checks of
 * `inspectPdf` (active content, polyglots, encryption: 415, docs/decisions/073), and the bytes stored
 * once per SHA-256 in `archivo`.
 */

const INSPECTION_MSG: Record<Exclude<PdfInspection, { ok: true }>["problem"], string> = {
  invalid: DOCUMENTO_MSG.pdfOnly,
  active: DOCUMENTO_MSG.pdfActivo,
  polyglot: DOCUMENTO_MSG.pdfMixto,
  encrypted: DOCUMENTO_MSG.pdfCifrado,
  unchecked: DOCUMENTO_MSG.pdfNoRevisado,
};

const unsupported = (message: string, field: string) => new AppError(415, message, { [field]: [message] });

/** The 415 of a file that is not a PDF. */
export const unsupportedPdf = (field = "documento") => unsupported(DOCUMENTO_MSG.pdfOnly, field);

/** The 413 of a file over the upload limit, naming the limit in MB. */
export function fileTooLarge(maxBytes: number, field = "documento"): AppError {
  const message = DOCUMENTO_MSG.tooLarge(Math.round((maxBytes / 1024 / 1024) * 10) / 10);
  return new AppError(413, message, { [field]: [message] });
}

/**
 * Checks received bytes are a real PDF free of active content, or throws 415 naming `field`. Shared by
 * the JSON (data URL) and the multipart uploads; the structure check runs off the request thread.
 * Use the bytes it answers: `bytes` itself may have been handed over to the check (decision 105).
 */
export async function checkPdfBytes(bytes: Buffer, field = "documento"): Promise<Buffer> {
  if (!isPdfBytes(bytes)) throw unsupported(DOCUMENTO_MSG.pdfOnly, field);
  const inspection = await inspectPdf(bytes);
  if (!inspection.ok) throw unsupported(INSPECTION_MSG[inspection.problem], field);
  // The inspector may have moved the buffer to its worker and back: only its answer holds the bytes.
  return inspection.bytes;
}

/**
 * The bytes of a PDF data URL, or 415/413 naming `field`. Call it before opening the transaction that
 * stores them: the structure check may take a moment and runs off the request thread.
 */
export async function decodePdfDataUrl(value: string, maxBytes: number, field = "documento"): Promise<Buffer> {
  const check = checkPdfDataUrl(value, maxBytes);
  if (!check.ok) {
    if (check.problem === "too_large") throw fileTooLarge(maxBytes, field);
    throw unsupported(DOCUMENTO_MSG.pdfOnly, field);
  }
  return checkPdfBytes(Buffer.from(check.base64, "base64"), field);
}

/** Stores bytes once per SHA-256 and answers the `archivo` id; run it in the transaction of the row that points at it. */
export async function storeArchivo(db: Db | Tx, bytes: Buffer, contentType: string = PDF_MEDIA_TYPE): Promise<number> {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const [inserted] = await db
    .insert(archivo)
    .values({ sha256, content_type: contentType, size: bytes.length, contenido: bytes })
    .onConflictDoNothing({ target: archivo.sha256 })
    .returning({ id: archivo.id });
  if (inserted) return inserted.id;
  const [existing] = await db.select({ id: archivo.id }).from(archivo).where(eq(archivo.sha256, sha256));
  return existing.id;
}

/** A stored file with its bytes and SHA-256 (the ETag of its download), or undefined when it does not exist. */
export async function readArchivo(db: Db | Tx, archivoId: number) {
  const [row] = await db
    .select({ sha256: archivo.sha256, content_type: archivo.content_type, size: archivo.size, contenido: archivo.contenido })
    .from(archivo)
    .where(eq(archivo.id, archivoId));
  return row;
}
export type StoredArchivo = NonNullable<Awaited<ReturnType<typeof readArchivo>>>;

/** A stored file as a data URL (`data:application/pdf;base64,…`), or null when it does not exist. */
export async function archivoDataUrl(db: Db | Tx, archivoId: number): Promise<string | null> {
  const [row] = await db
    .select({ content_type: archivo.content_type, contenido: archivo.contenido })
    .from(archivo)
    .where(eq(archivo.id, archivoId));
  return row ? `data:${row.content_type};base64,${row.contenido.toString("base64")}` : null;
}

/** Upload limit in bytes from the UPLOAD_MAX_MB setting. */
export const uploadMaxBytes = (maxMb: number) => Math.floor(maxMb * 1024 * 1024);
