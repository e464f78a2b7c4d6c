import { licenciaCreatedSchema, licenciaCreateSchema, licenciaListSchema } from "@portal/domain/licencia";
import { idParam, rowIdParams } from "@portal/domain/fields";
import { MSG } from "@portal/domain/messages";
import { fastSerializer } from "../../lib/fast-serializer";
import type { PortalModule } from "../../lib/module";
import { PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import { createLicencia } from "./create-licencia";
import { deleteLicencia } from "./delete-licencia";
import { listLicencias } from "./list-licencias";

const errors = { 401: errorSchema, 404: errorSchema, 422: errorSchema };
const personaParams = rowIdParams("personaId");

const licenciaRoutes: PortalModule = async (app, { config }) => {
  app.get(
    "/licencia/:personaId/persona",
    {
      onRequest: [app.authenticate],
      serializerCompiler: fastSerializer(config), // a hot read (decision 092)
      schema: {
        tags: ["licencia"],
        summary: "Licencias de la persona",
        description: [
          "`activo` y `estado` (Vigente/Expirada) se calculan: vigente mientras hoy (Guatemala) está entre `inicia` y `fin`. En orden de `id`.",
          PAGED_LIST_DESCRIPTION,
        ].join(" "),
        params: personaParams,
        querystring: pageQuerySchema(),
        response: { 200: licenciaListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rows = await listLicencias(app.db, request.params.personaId, request.userId, request.query);
      const { page, next_cursor } = pageOf(request, reply, rows, request.query.limit, (row) => [row.id]);
      return { licencia: page, next_cursor };
    },
  );

  app.post(
    "/licencia/:personaId/persona",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["licencia"],
        summary: "Registrar una licencia",
        description: "El número se guarda en mayúsculas y es único por transportista (409).",
        params: personaParams,
        body: licenciaCreateSchema,
        response: { 201: licenciaCreatedSchema, ...errors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const created = await createLicencia(app.db, request.params.personaId, request.userId, request.body);
      return reply.status(201).send({ licencia: created });
    },
  );

  app.delete(
    "/licencia/:id",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["licencia"],
        summary: "Eliminar una licencia",
        description: "Se rechaza con 409 mientras la licencia tenga tarjetas de operación.",
        params: idParam,
        response: { 200: messageSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => {
      await deleteLicencia(app.db, request.params.id, request.userId);
      return { message: MSG.deleted };
    },
  );
};

export default licenciaRoutes;
