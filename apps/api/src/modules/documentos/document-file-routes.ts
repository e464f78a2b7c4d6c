import { documentoRowSchema } from "@portal/domain/documento";
import { rowIdParams } from "@portal/domain/fields";
import { z } from "zod";
import { errorSchema, multipartUploadErrors } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { sendPdf } from "../../lib/pdf-download";
import { uploadMaxBytes } from "../../lib/pdf";
import type { DocumentFamily } from "./families";
import { readDocumentoForm } from "./read-documento-form";
import { readDocumentoPdf } from "./read-documento-pdf";
import { uploadDocumento } from "./upload-documento";

type ModuleApp = Parameters<PortalModule>[0];

const security = [{ bearerAuth: [] }];
const tags = ["documentos"];
const TIPO_DOCUMENTO_FIELD = { type: "integer", description: "Id del tipo de documento (catálogo de la familia)." } as const;

/**
 * The file routes of one document family (docs/decisions/098), next to the spec's JSON routes and
 * sharing their store: `POST {base}/{entityId}/{familia}/pdf` (multipart upload, streamed and cut at
 * the limit) and `GET {base}/{documentId}/pdf` (the PDF itself, not base64 in JSON).
 */
export function registerDocumentFileRoutes(app: ModuleApp, family: DocumentFamily, uploadMaxMb: number) {
  const base = `/${family.familia}_documento`;
  const maxBytes = uploadMaxBytes(uploadMaxMb);
  const entityParams = rowIdParams(family.param) as z.ZodType<Record<string, number>>;

  app.post(
    `${base}/:${family.param}/${family.familia}/pdf`,
    {
      config: {
        rateLimit: { max: 60, timeWindow: "1 minute" },
        openapiPdf: { upload: { file: "documento", maxMb: uploadMaxMb, fields: { tipo_documento_id: TIPO_DOCUMENTO_FIELD } } },
      },
      schema: {
        tags,
        summary: `Subir un documento PDF de ${family.noun} (multipart)`,
        description:
          "Cuerpo `multipart/form-data` con el archivo en `documento` y el tipo en `tipo_documento_id`. El archivo se recibe " +
          `en flujo y se corta al pasar de ${uploadMaxMb} MB (413); luego se revisa como en la carga JSON (415 si no es un PDF, ` +
          "si contiene contenido activo, otro formato o está cifrado). Sin archivo o sin tipo válido: 422 en el campo. " +
          "Responde lo mismo que la carga JSON: una carga del mismo tipo reemplaza al documento mostrado.",
        security,
        params: entityParams,
        response: { 201: z.object({ documento: documentoRowSchema }), ...multipartUploadErrors },
      },
    },
    async (request, reply) => {
      const entityId = request.params[family.param];
      const created = await uploadDocumento(app.db, family, entityId, request.userId, () => readDocumentoForm(request, maxBytes));
      return reply.status(201).send({ documento: created });
    },
  );

  app.get(
    `${base}/:documentId/pdf`,
    {
      config: { openapiPdf: { download: true } },
      schema: {
        tags,
        summary: `PDF de un documento de ${family.noun}`,
        description:
          "El archivo tal cual (`application/pdf`, `Content-Length`, `Content-Disposition: inline` con un nombre seguro), " +
          "sin base64. `ETag` es el SHA-256 del archivo: con `If-None-Match` igual responde 304 sin cuerpo.",
        security,
        params: rowIdParams("documentId"),
        response: { 401: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const { file, fileName } = await readDocumentoPdf(app.db, family, request.params.documentId, request.userId);
      return sendPdf(request, reply, file, fileName);
    },
  );
}
