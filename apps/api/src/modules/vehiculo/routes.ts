import { idParam, rowIdParams } from "@portal/domain/fields";
import { MSG } from "@portal/domain/messages";
import { placaPrefixField } from "@portal/domain/pagination";
import {
  polizaDocumentoSchema,
  vehiculoCreateSchema,
  vehiculoDetailResponseSchema,
  vehiculoListSchema,
  vehiculoUpdateSchema,
} from "@portal/domain/vehiculo";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import { fastSerializer } from "../../lib/fast-serializer";
import type { PortalModule } from "../../lib/module";
import { PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { uploadMaxBytes } from "../../lib/pdf";
import { uploadBodyLimit } from "../../lib/body-limit";
import { createVehiculo } from "./create-vehiculo";
import { deleteVehiculo } from "./delete-vehiculo";
import { getPolizaDocumento } from "./get-poliza-documento";
import { getVehiculo } from "./get-vehiculo";
import { listVehiculos } from "./list-vehiculos";
import { registerVehiculoFileRoutes } from "./vehiculo-file-routes";
import { registerVehiculoSheetRoutes } from "./vehiculo-sheet-routes";
import { readVehiculoCreateJson, readVehiculoJson } from "./read-vehiculo-form";
import { reportPlateDeactivations } from "./report-plate-deactivations";
import { updateVehiculo } from "./update-vehiculo";

const errors = { 401: errorSchema, 404: errorSchema, 422: errorSchema };
const writeErrors = { ...errors, 409: errorSchema, 413: errorSchema, 415: errorSchema };
const tarjetaParams = rowIdParams("tarjetaId");

const vehiculoRoutes: PortalModule = async (app, { config }) => {
  const maxBytes = uploadMaxBytes(config.UPLOAD_MAX_MB);
  app.addHook("onReady", async () => void (await reportPlateDeactivations(app.db, app.log)));
  // The policy PDF travels in the body of the create and the update.
  const bodyLimit = uploadBodyLimit(config.UPLOAD_MAX_MB);
  // The two hot reads answer through fast-json-stringify (decision 092).
  const serializerCompiler = fastSerializer(config);

  app.get(
    "/vehiculo/:tarjetaId/tarjeta_operacion",
    {
      onRequest: [app.authenticate],
      serializerCompiler,
      schema: {
        tags: ["vehiculo"],
        summary: "Vehículos de una tarjeta de operación",
        description: [
          "Cada fila trae sus catálogos como {id, nombre} (`marca`, `tipo_vehiculo`, `color`…) y su `poliza` (o null); en orden de `id`.",
          PAGED_LIST_DESCRIPTION,
          "`placa` filtra por el inicio del número de placa, sin distinguir mayúsculas (solo letras y números, hasta 10).",
        ].join(" "),
        params: tarjetaParams,
        querystring: pageQuerySchema().extend({ placa: placaPrefixField }),
        response: { 200: vehiculoListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { limit } = request.query;
      const rows = await listVehiculos(app.db, request.params.tarjetaId, request.userId, request.query);
      const { page, next_cursor } = pageOf(request, reply, rows, limit, (row) => [row.id]);
      return { vehiculo: page, next_cursor };
    },
  );

  app.post(
    "/vehiculo/:tarjetaId/tarjeta_operacion",
    {
      onRequest: [app.authenticate],
      bodyLimit,
      schema: {
        tags: ["vehiculo"],
        summary: "Agregar un vehículo con su póliza",
        description:
          "Vehículo, póliza y PDF de la póliza (`poliza_documento`, data URL) se guardan en una sola transacción: " +
          "si una parte falla no se guarda nada. La placa es única por tarjeta (409) y, entre los vehículos activos, en todo el país " +
          "(tipo de placa y número; 409 \"La placa ya está registrada en otro vehículo activo.\", sin nombrar a nadie). " +
          "415 si el archivo no es un PDF, si contiene contenido activo (JavaScript, acciones, archivos incrustados), otro formato " +
          "(por ejemplo HTML) o está cifrado; 413 si excede el límite.",
        params: tarjetaParams,
        body: vehiculoCreateSchema,
        response: { 201: vehiculoDetailResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await createVehiculo(app.db, request.params.tarjetaId, request.userId, () => readVehiculoCreateJson(request.body, maxBytes));
      return reply.status(201).send({ vehiculo: created });
    },
  );

  app.get(
    "/vehiculo/:id",
    {
      onRequest: [app.authenticate],
      serializerCompiler,
      schema: {
        tags: ["vehiculo"],
        summary: "Detalle de un vehículo",
        description: "Para las pantallas de vista previa y de QR: incluye `licencia` {id, numero, fin} y `tarjeta_operacion` {id, numero}.",
        params: idParam,
        response: { 200: vehiculoDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ vehiculo: await getVehiculo(app.db, request.params.id, request.userId) }),
  );

  app.put(
    "/vehiculo/:id",
    {
      onRequest: [app.authenticate],
      bodyLimit,
      schema: {
        tags: ["vehiculo"],
        summary: "Actualizar un vehículo y su póliza",
        description:
          "Los mismos campos que al crear; sin `poliza_documento` se conserva el PDF guardado. Una sola transacción. " +
          "Cambiar la placa (número o tipo) o desactivar el vehículo revoca sus QR en la misma transacción; " +
          "activarlo de nuevo responde 409 si otro vehículo activo tiene ya la placa.",
        params: idParam,
        body: vehiculoUpdateSchema,
        response: { 200: vehiculoDetailResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({ vehiculo: await updateVehiculo(app.db, request.params.id, request.userId, () => readVehiculoJson(request.body, maxBytes)) }),
  );

  app.delete(
    "/vehiculo/:id",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["vehiculo"],
        summary: "Eliminar un vehículo",
        description: "Elimina también su póliza; sus QR se revocan en la misma transacción y la verificación pública responde REVOCADO.",
        params: idParam,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteVehiculo(app.db, request.params.id, request.userId);
      return { message: MSG.deleted };
    },
  );

  app.get(
    "/vehiculo/:id/poliza_documento",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["vehiculo"],
        summary: "PDF de la póliza del vehículo",
        description:
          "Respuesta `{documento: [{documento: data URL}]}`, como el contenido de los demás documentos. Ruta pesada (base64 dentro de JSON): " +
          "para mostrar o descargar el PDF use `GET /api/vehiculo/{id}/poliza_documento/pdf`.",
        params: idParam,
        response: { 200: polizaDocumentoSchema, ...errors },
      },
    },
    async (request) => ({ documento: [{ documento: await getPolizaDocumento(app.db, request.params.id, request.userId) }] }),
  );

  registerVehiculoFileRoutes(app, config.UPLOAD_MAX_MB);
  registerVehiculoSheetRoutes(app, config.UPLOAD_MAX_MB);
};

export default vehiculoRoutes;
