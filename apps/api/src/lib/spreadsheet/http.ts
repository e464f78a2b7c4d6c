import type { FastifyReply } from "fastify";
import { vistaImportacionSchema } from "@portal/domain/hoja-vehiculos";
import { errorSchema, multipartUploadErrors } from "../error-schema";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The 422 of an apply refused for wrong rows: the message and the whole report. */
export const importRefusedSchema = errorSchema.extend(vistaImportacionSchema.partial().shape);

/** The errors an import route can answer. */
export const importErrors = { ...multipartUploadErrors, 409: errorSchema, 422: importRefusedSchema };

/** A file name from a record's number: letters, digits and dashes only. */
export const sheetFileName = (prefix: string, numero: string, kind: string, ext: string) => `${prefix}-${numero.replace(/[^\w-]+/g, "_")}-${kind}.${ext}`;

/** Sends a download (streamed when `body` is a stream). */
export function sendFile(reply: FastifyReply, type: string, name: string, body: string | NodeJS.ReadableStream) {
  return reply.header("content-type", type).header("content-disposition", `attachment; filename="${name}"`).send(body);
}
