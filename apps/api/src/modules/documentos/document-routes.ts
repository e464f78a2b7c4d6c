import { documentoContentSchema, documentoRowSchema, documentoUploadSchema } from "@portal/domain/documento";
import { nextCursorSchema } from "@portal/domain/pagination";
import { z } from "zod";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { decodePdfDataUrl, uploadMaxBytes } from "../../lib/pdf";
import { uploadBodyLimit } from "../../lib/body-limit";
import { rowIdParams } from "@portal/domain/fields";
import type { DocumentFamily } from "./families";
import { documentoKey, listDocumentos } from "./list-documentos";
import { readDocumento } from "./read-documento";
import { uploadDocumento } from "./upload-documento";

type ModuleApp = Parameters<PortalModule>[0];

const security = [{ bearerAuth: [] }];
const documentParams = rowIdParams("documentId");
const tags = ["documentos"];

/**
 * The routes of one document family, e.g. for `piloto`:
 * GET/POST /piloto_documento/{pilotoId}/piloto (list, upload) and GET /piloto_documento/{documentId}/documento (content).
 */
export function registerDocumentRoutes(app: ModuleApp, family: DocumentFamily, uploadMaxMb: number) {
  const base = `/${family.familia}_documento`;
  const maxBytes = uploadMaxBytes(uploadMaxMb);
  const entityPath = `${base}/:${family.param}/${family.familia}`;
  // The key is the family's; handlers read it through `entityId`.
  const entityParams = rowIdParams(family.param) as z.ZodType<Record<string, number>>;
  const entityId = (params: Record<string, number>) => params[family.param];

  app.get(
    entityPath,
    {
      schema: {
        tags,
        summary: `Documentos vigentes de ${family.noun}`,
        description: `Los documentos reemplazados por una carga posterior del mismo tipo no se listan. En orden de tipo y \`id\`. ${PAGED_LIST_DESCRIPTION}`,
        security,
        params: entityParams,
        querystring: pageQuerySchema(2),
        response: {
          200: z.object({ documento: z.array(documentoRowSchema), next_cursor: nextCursorSchema }),
          401: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const rows = await listDocumentos(app.db, family, entityId(request.params), request.userId, request.query);
      const { page, next_cursor } = pageOf(request, reply, rows, request.query.limit, documentoKey);
      return { documento: page, next_cursor };
    },
  );

  app.post(
    entityPath,
    {
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      bodyLimit: uploadBodyLimit(uploadMaxMb),
      schema: {
        tags,
        summary: `Subir un documento PDF de ${family.noun}`,
        description:
          `\`documento\` es un data URL \`data:application/pdf;base64,…\` de hasta ${uploadMaxMb} MB. ` +
          "Una carga del mismo tipo reemplaza al documento mostrado; el anterior queda como historial. " +
          "`activo` se acepta por compatibilidad y se ignora: una carga siempre queda activa. " +
          "415 si no es un PDF, si contiene contenido activo (JavaScript, acciones, archivos incrustados), otro formato " +
          "(por ejemplo HTML) o está cifrado. Para archivos grandes use la carga multipart " +
          `\`POST ${base}/{${family.param}}/${family.familia}/pdf\`, que no pasa por base64.`,
        security,
        params: entityParams,
        body: documentoUploadSchema,
        response: {
          201: z.object({ documento: documentoRowSchema }),
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { documento, tipo_documento_id } = request.body;
      const readUpload = async () => ({ tipo_documento_id, pdf: await decodePdfDataUrl(documento, maxBytes) });
      const created = await uploadDocumento(app.db, family, entityId(request.params), request.userId, readUpload);
      return reply.status(201).send({ documento: created });
    },
  );

  app.get(
    `${base}/:documentId/documento`,
    {
      schema: {
        tags,
        summary: `Contenido de un documento de ${family.noun}`,
        description:
          "Una lista con un elemento cuyo `documento` es el data URL del PDF. Ruta pesada (base64 dentro de JSON, 4/3 del archivo): " +
          `para mostrar o descargar el PDF use \`GET ${base}/{documentId}/pdf\`, que lo envía como \`application/pdf\`.`,
        security,
        params: documentParams,
        response: { 200: z.object({ documento: z.array(documentoContentSchema) }), 401: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request) => ({ documento: [await readDocumento(app.db, family, request.params.documentId, request.userId)] }),
  );
}
