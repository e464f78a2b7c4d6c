import multipart from "@fastify/multipart";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParam } from "@portal/domain/fields";
import { vehiculoDetailResponseSchema } from "@portal/domain/vehiculo";
import { errorSchema, multipartUploadErrors } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { uploadMaxBytes } from "../../lib/pdf";
import { sendPdf } from "../../lib/pdf-download";
import { readPolizaForm } from "./read-poliza-form";
import { readPolizaPdf } from "./read-poliza-pdf";
import { replacePolizaDocumento } from "./replace-poliza-documento";

type ModuleApp = Parameters<PortalModule>[0];

/**
 * The policy PDF as a file (docs/decisions/098), next to the spec's JSON routes and sharing their
 * store: `GET /vehiculo/{id}/poliza_documento/pdf` sends it as `application/pdf`, `PUT
 * /vehiculo/{id}/poliza_documento` replaces it from a multipart stream cut at the upload limit.
 */
export function registerPolizaFileRoutes(app: ModuleApp, uploadMaxMb: number) {
  const maxBytes = uploadMaxBytes(uploadMaxMb);
  // In its own scope: only these routes parse multipart bodies.
  app.register(async (parent) => {
    await parent.register(multipart);
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    scope.put(
      "/vehiculo/:id/poliza_documento",
      {
        onRequest: [app.authenticate],
        config: { rateLimit: { max: 60, timeWindow: "1 minute" }, openapiPdf: { upload: { file: "poliza_documento", maxMb: uploadMaxMb } } },
        schema: {
          tags: ["vehiculo"],
          summary: "Reemplazar el PDF de la póliza (multipart)",
          description:
            "Cuerpo `multipart/form-data` con el archivo en `poliza_documento`; los demás datos de la póliza no cambian. " +
            `El archivo se recibe en flujo y se corta al pasar de ${uploadMaxMb} MB (413); 415 si no es un PDF, si contiene ` +
            "contenido activo, otro formato o está cifrado; 422 sin archivo. Responde el vehículo como `GET /api/vehiculo/{id}`.",
          params: idParam,
          response: { 200: vehiculoDetailResponseSchema, ...multipartUploadErrors },
        },
      },
      async (request) => ({
        vehiculo: await replacePolizaDocumento(app.db, request.params.id, request.userId, () => readPolizaForm(request, maxBytes)),
      }),
    );
  });

  app.get(
    "/vehiculo/:id/poliza_documento/pdf",
    {
      onRequest: [app.authenticate],
      config: { openapiPdf: { download: true } },
      schema: {
        tags: ["vehiculo"],
        summary: "PDF de la póliza del vehículo (archivo)",
        description:
          "El archivo tal cual (`application/pdf`, `Content-Length`, `Content-Disposition: inline`), sin base64. " +
          "`ETag` es el SHA-256 del archivo: con `If-None-Match` igual responde 304 sin cuerpo.",
        params: idParam,
        response: { 401: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const { file, fileName } = await readPolizaPdf(app.db, request.params.id, request.userId);
      return sendPdf(request, reply, file, fileName);
    },
  );
}
