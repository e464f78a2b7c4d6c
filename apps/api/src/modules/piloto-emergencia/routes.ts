import { emergenciaInput, emergenciaSchema } from "@portal/domain/emergencia";
import { idParam, rowIdParams } from "@portal/domain/fields";
import { MSG } from "@portal/domain/messages";
import { nextCursorSchema } from "@portal/domain/pagination";
import { z } from "zod";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { createEmergencia } from "./create-emergencia";
import { deleteEmergencia } from "./delete-emergencia";
import { listEmergencias } from "./list-emergencias";
import { guardEveryRoute } from "../../lib/route-guard";

const tags = ["pilotos"];
const security = [{ bearerAuth: [] }];
const pilotoParams = rowIdParams("pilotoId");

const emergenciaRoutes: PortalModule = async (app) => {
  // In each route's own onRequest, so its OpenAPI operation declares the token (lib/route-guard.ts).
  guardEveryRoute(app, app.authenticate);

  app.get(
    "/piloto_emergencia/:pilotoId/piloto",
    {
      schema: {
        tags,
        summary: "Contactos de emergencia de un piloto",
        description: `En orden de \`id\`. ${PAGED_LIST_DESCRIPTION}`,
        security,
        params: pilotoParams,
        querystring: pageQuerySchema(),
        response: { 200: z.object({ emergencia: z.array(emergenciaSchema), next_cursor: nextCursorSchema }), 401: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const rows = await listEmergencias(app.db, request.params.pilotoId, request.userId, request.query);
      const { page, next_cursor } = pageOf(request, reply, rows, request.query.limit, (row) => [row.id]);
      return { emergencia: page, next_cursor };
    },
  );

  app.post(
    "/piloto_emergencia/:pilotoId/piloto",
    {
      schema: {
        tags,
        summary: "Agregar un contacto de emergencia a un piloto",
        description:
          "nombre, direccion y telefono obligatorios (sin contar espacios); telefono de exactamente 8 dígitos; email opcional, válido si se envía.",
        security,
        params: pilotoParams,
        body: emergenciaInput,
        response: { 201: z.object({ emergencia: emergenciaSchema }), 401: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ emergencia: await createEmergencia(app.db, request.params.pilotoId, request.userId, request.body) }),
  );

  app.delete(
    "/piloto_emergencia/:id",
    {
      schema: {
        tags,
        summary: "Eliminar un contacto de emergencia",
        security,
        params: idParam,
        response: { 200: messageSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await deleteEmergencia(app.db, request.params.id, request.userId);
      return { message: MSG.deleted };
    },
  );
};

export default emergenciaRoutes;
