import multipart from "@fastify/multipart";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParam, rowIdParams } from "@portal/domain/fields";
import { vehiculoDetailResponseSchema } from "@portal/domain/vehiculo";
import { errorSchema, multipartUploadErrors } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { uploadMaxBytes } from "../../lib/pdf";
import { sendPdf } from "../../lib/pdf-download";
import { readPolizaForm } from "./read-poliza-form";
import { readPolizaPdf } from "./read-poliza-pdf";
import { createVehiculo } from "./create-vehiculo";
import { readVehiculoCreateForm, readVehiculoForm } from "./read-vehiculo-form";
import { replacePolizaDocumento } from "./replace-poliza-documento";
import { updateVehiculo } from "./update-vehiculo";

type ModuleApp = Parameters<PortalModule>[0];

const vehiculoField = {
  type: "string" as const,
  description:
    "Los campos del vehículo y de la póliza en JSON, los mismos que en la ruta JSON sin `poliza_documento`. " +
    "Los errores 422 nombran esos campos (`numero_placa`, `poliza_fecha_fin`…) con los mensajes de la ruta JSON.",
};

/**
 * The vehicle's files (docs/decisions/098, 185), next to the spec's JSON routes and sharing their store:
 * `GET /vehiculo/{id}/poliza_documento/pdf` sends the policy PDF as `application/pdf`; `PUT
 * /vehiculo/{id}/poliza_documento` replaces it; `POST /vehiculo/{tarjetaId}/tarjeta_operacion/formulario`
 * and `PUT /vehiculo/{id}/formulario` create and update the whole vehicle as the JSON routes do, with the
 * PDF as a file. Every upload is a multipart stream cut at the upload limit.
 */
export function registerVehiculoFileRoutes(app: ModuleApp, uploadMaxMb: number) {
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

    scope.post(
      "/vehiculo/:tarjetaId/tarjeta_operacion/formulario",
      {
        onRequest: [app.authenticate],
        config: { rateLimit: { max: 60, timeWindow: "1 minute" }, openapiPdf: { upload: { file: "poliza_documento", maxMb: uploadMaxMb, fields: { vehiculo: vehiculoField } } } },
        schema: {
          tags: ["vehiculo"],
          summary: "Agregar un vehículo con su póliza (multipart)",
          description:
            "Como `POST /api/vehiculo/{tarjetaId}/tarjeta_operacion`, con el PDF de la póliza como archivo en `poliza_documento` " +
            "(sin base64) y los demás campos en JSON en `vehiculo`. Una sola transacción; mismas respuestas 409, 413, 415 y 422.",
          params: rowIdParams("tarjetaId"),
          response: { 201: vehiculoDetailResponseSchema, 409: errorSchema, ...multipartUploadErrors },
        },
      },
      async (request, reply) => {
        const created = await createVehiculo(app.db, request.params.tarjetaId, request.userId, () => readVehiculoCreateForm(request, maxBytes));
        return reply.status(201).send({ vehiculo: created });
      },
    );

    scope.put(
      "/vehiculo/:id/formulario",
      {
        onRequest: [app.authenticate],
        config: {
          rateLimit: { max: 60, timeWindow: "1 minute" },
          openapiPdf: { upload: { file: "poliza_documento", fileOptional: true, maxMb: uploadMaxMb, fields: { vehiculo: vehiculoField } } },
        },
        schema: {
          tags: ["vehiculo"],
          summary: "Actualizar un vehículo y su póliza (multipart)",
          description:
            "Como `PUT /api/vehiculo/{id}`: los campos en JSON en `vehiculo`; sin archivo en `poliza_documento` se conserva el PDF guardado.",
          params: idParam,
          response: { 200: vehiculoDetailResponseSchema, 409: errorSchema, ...multipartUploadErrors },
        },
      },
      async (request) => ({
        vehiculo: await updateVehiculo(app.db, request.params.id, request.userId, () => readVehiculoForm(request, maxBytes)),
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
