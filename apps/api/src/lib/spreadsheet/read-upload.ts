import type { FastifyRequest } from "fastify";
import { HOJA_LIMITES, HOJA_MSG } from "@portal/domain/hoja-vehiculos";
import { AppError, badRequest, invalidField, unsupportedMediaType } from "../errors";

export interface SheetUpload {
  bytes: Buffer;
  /** The ZIP of policy PDFs, when one came under `polizas`. */
  zip?: Buffer;
  /** Text fields of the form, by name (the first value of each). */
  fields: Record<string, string>;
}

const FIELD_LIMITS = { fields: 5, fieldSize: 64 * 1024, fieldNameSize: 100, parts: 10, files: 2 };

/**
 * Reads a `multipart/form-data` upload of a spreadsheet under `archivo` and, optionally, a ZIP of policy
 * PDFs under `polizas`. Each file is counted as it arrives and cut at its limit (413); a spreadsheet of
 * the largest accepted size is a few MB, so it is held in memory and read from there in a stream of rows.
 */
export async function readSheetUpload(request: FastifyRequest): Promise<SheetUpload> {
  if (!request.isMultipart()) throw unsupportedMediaType("Envíe el archivo como multipart/form-data.");
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  let zip: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { ...FIELD_LIMITS, fileSize: HOJA_LIMITES.zipBytes } })) {
      if (part.type === "field") {
        if (part.valueTruncated) throw new AppError(413, "La solicitud excede el tamaño máximo permitido.");
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === "archivo") {
        bytes = await part.toBuffer();
        if (bytes.length > HOJA_LIMITES.bytes) throw new AppError(413, HOJA_MSG.demasiadoGrande, { archivo: [HOJA_MSG.demasiadoGrande] });
      } else if (part.fieldname === "polizas") {
        zip = await part.toBuffer();
      } else {
        part.file.resume();
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      const message = `El archivo excede ${HOJA_LIMITES.zipBytes / 1024 / 1024} MB.`;
      throw new AppError(413, message, { polizas: [message] });
    }
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") throw new AppError(413, "La solicitud excede el tamaño máximo permitido.");
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") throw unsupportedMediaType("Envíe el archivo como multipart/form-data.");
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    throw badRequest();
  }
  if (!bytes || bytes.length === 0) throw invalidField("archivo", HOJA_MSG.sinArchivo);
  return { bytes, zip: zip && zip.length > 0 ? zip : undefined, fields };
}
