import type { FastifyRequest } from "fastify";
import { isPdfBytes } from "@portal/domain/documento";
import { AppError, badRequest, unsupportedMediaType } from "./errors";
import { fileTooLarge, unsupportedPdf } from "./pdf";
import { SpooledPdf } from "./spooled-pdf";

/**
 * Reads a `multipart/form-data` upload with one PDF (docs/decisions/098). The file is counted while it
 * streams in: the part is cut at `maxBytes + 1` bytes and the request answered 413 without buffering
 * the rest. The file goes to disk as it arrives (decision 105), and its first and last bytes are checked
 * here (`%PDF-`, `%%EOF`: 415); its structure is checked when it is used (`withPdfBytes`), with the checks
 * of the JSON uploads.
 */

export interface PdfForm {
  /** The text fields, by name (the first value of each). */
  fields: Record<string, string>;
  /** The spooled PDF, or undefined when no file came under `fileField`; the caller disposes of it. */
  pdf: SpooledPdf | undefined;
}

/** Small forms: the text fields of an upload are a type id or two, or one record as JSON. */
const FIELD_LIMITS = { fields: 10, fieldSize: 1024, fieldNameSize: 100, parts: 20 };

const tooLarge = () => new AppError(413, "La solicitud excede el tamaño máximo permitido.");

/** `fieldBytes`: the longest text field accepted (1 KB unless a route sends a record as JSON). */
export async function readPdfForm(request: FastifyRequest, maxBytes: number, fileField: string, fieldBytes = FIELD_LIMITS.fieldSize): Promise<PdfForm> {
  if (!request.isMultipart()) throw unsupportedMediaType("Envíe el archivo como multipart/form-data.");
  const fields: Record<string, string> = {};
  let pdf: SpooledPdf | undefined;
  try {
    for await (const part of request.parts({ limits: { ...FIELD_LIMITS, fieldSize: fieldBytes, fileSize: maxBytes, files: 1 } })) {
      if (part.type === "field") {
        // Busboy cuts a longer value and says so: a cut value is never read as if it were whole.
        if (part.valueTruncated) throw tooLarge();
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === fileField) {
        pdf = await SpooledPdf.write(part.file);
      } else {
        part.file.resume();
      }
    }
  } catch (err) {
    await pdf?.dispose();
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw fileTooLarge(maxBytes, fileField);
    if (code === "FST_FILES_LIMIT") throw new AppError(413, "Envíe un solo archivo por carga.", { [fileField]: ["Envíe un solo archivo por carga."] });
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") throw tooLarge();
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") throw unsupportedMediaType("Envíe el archivo como multipart/form-data.");
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    // Busboy's own complaints (a cut body, a missing boundary) are a malformed request, not a fault of ours.
    throw badRequest();
  }
  if (pdf && !isPdfBytes(await pdf.edges())) {
    await pdf.dispose();
    throw unsupportedPdf(fileField);
  }
  return { fields, pdf };
}
