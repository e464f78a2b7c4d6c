import { documentoContentSchema, documentoRowSchema, documentoUploadSchema } from "@portal/domain/documento";
import { idParam } from "@portal/domain/fields";
import { z } from "zod";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { uploadMaxBytes } from "../../lib/pdf";
import type { DocumentFamily } from "./families";
import { listDocumentos } from "./list-documentos";
import { readDocumento } from "./read-documento";
import { uploadDocumento } from "./upload-documento";

type ModuleApp = Parameters<PortalModule>[0];

const security = [{ bearerAuth: [] }];
const tags = ["documentos"];

/**
 * The routes of one document family, e.g. for `piloto`:
 * GET/POST /piloto_documento/{id}/piloto (list, upload) and GET /piloto_documento/{id}/documento (content).
 */
export function registerDocumentRoutes(app: ModuleApp, family: DocumentFamily, uploadMaxMb: number) {
  const base = `/${family.familia}_documento`;
  const maxBytes = uploadMaxBytes(uploadMaxMb);

  app.get(
    `${base}/:id/${family.familia}`,
    {
      schema: {
        tags,
        summary: `Documentos vigentes de ${family.noun}`,
        description: "Los documentos reemplazados por una carga posterior del mismo tipo no se listan.",
        security,
        params: idParam,
        response: { 200: z.object({ documento: z.array(documentoRowSchema) }), 401: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request) => ({ documento: await listDocumentos(app.db, family, request.params.id, request.userId) }),
  );

  app.post(
    `${base}/:id/${family.familia}`,
    {
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: `Subir un documento PDF de ${family.noun}`,
        description:
          `\`documento\` es un data URL \`data:application/pdf;base64,…\` de hasta ${uploadMaxMb} MB. ` +
          "Una carga del mismo tipo reemplaza al documento mostrado; el anterior queda como historial.",
        security,
        params: idParam,
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
      const created = await uploadDocumento(app.db, family, request.params.id, request.userId, request.body, maxBytes);
      return reply.status(201).send({ documento: created });
    },
  );

  app.get(
    `${base}/:id/documento`,
    {
      schema: {
        tags,
        summary: `Contenido de un documento de ${family.noun}`,
        description: "Una lista con un elemento cuyo `documento` es el data URL del PDF.",
        security,
        params: idParam,
        response: { 200: z.object({ documento: z.array(documentoContentSchema) }), 401: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request) => ({ documento: [await readDocumento(app.db, family, request.params.id, request.userId)] }),
  );
}
