import { DOCUMENTO_MSG, documentoUploadSchema } from "@portal/domain/documento";
import type { FastifyRequest } from "fastify";
import { invalidField } from "../../lib/errors";
import { readPdfForm } from "../../lib/multipart-pdf";
import { discardPdf } from "../../lib/pdf-source";
import type { DocumentoUploadInput } from "./upload-documento";

const tipoField = documentoUploadSchema.shape.tipo_documento_id;

/**
 * The multipart form of a document upload: the file under `documento`, the type under
 * `tipo_documento_id`; missing or invalid → 422 on the field, in the words of the JSON route.
 */
export async function readDocumentoForm(request: FastifyRequest, maxBytes: number): Promise<DocumentoUploadInput> {
  const { fields, pdf } = await readPdfForm(request, maxBytes, "documento");
  if (!pdf) throw invalidField("documento", DOCUMENTO_MSG.chooseFile);
  const tipo = tipoField.safeParse(fields.tipo_documento_id?.trim() || undefined);
  if (!tipo.success) {
    await discardPdf(pdf);
    throw invalidField("tipo_documento_id", DOCUMENTO_MSG.invalidType);
  }
  return { tipo_documento_id: tipo.data, pdf };
}
