import { licenciaCreatedSchema, licenciaCreateSchema, licenciaListSchema } from "@portal/domain/licencia";
import { idParam, rowIdParams } from "@portal/domain/fields";
import { MSG } from "@portal/domain/messages";
import type { PortalModule } from "../../lib/module";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import { createLicencia } from "./create-licencia";
import { deleteLicencia } from "./delete-licencia";
import { listLicencias } from "./list-licencias";

const errors = { 401: errorSchema, 404: errorSchema, 422: errorSchema };
const personaParams = rowIdParams("personaId");

const licenciaRoutes: PortalModule = async (app) => {
  app.get(
    "/licencia/:personaId/persona",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["licencia"],
        summary: "Licencias de la persona",
        description: "`activo` y `estado` (Vigente/Expirada) se calculan: vigente mientras hoy (Guatemala) está entre `inicia` y `fin`.",
        params: personaParams,
        response: { 200: licenciaListSchema, ...errors },
      },
    },
    async (request) => ({ licencia: await listLicencias(app.db, request.params.personaId, request.userId) }),
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
