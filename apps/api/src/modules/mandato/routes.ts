import { idParam, rowIdParams } from "@portal/domain/fields";
import { mandatoInput, mandatoSchema } from "@portal/domain/mandato";
import { MSG } from "@portal/domain/messages";
import { nextCursorSchema } from "@portal/domain/pagination";
import { z } from "zod";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { createMandato } from "./create-mandato";
import { deleteMandato } from "./delete-mandato";
import { listMandatos } from "./list-mandatos";
import { updateMandato } from "./update-mandato";
import { guardEveryRoute } from "../../lib/route-guard";

const tags = ["mandatarios"];
const security = [{ bearerAuth: [] }];
const personaParams = rowIdParams("personaId");
const writeErrors = { 401: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };

const mandatoRoutes: PortalModule = async (app) => {
  // In each route's own onRequest, so its OpenAPI operation declares the token (lib/route-guard.ts).
  guardEveryRoute(app, app.authenticate);

  app.get(
    "/mandato/:personaId/persona",
    {
      schema: {
        tags,
        summary: "Mandatarios de una persona",
        description: `Cada fila trae \`edad\` (años cumplidos hoy) y \`estado_civil\`/\`tipo_poder\` como \`{id, nombre}\`; en orden de \`id\`. ${PAGED_LIST_DESCRIPTION}`,
        security,
        params: personaParams,
        querystring: pageQuerySchema(),
        response: { 200: z.object({ mandato: z.array(mandatoSchema), next_cursor: nextCursorSchema }), 401: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const rows = await listMandatos(app.db, request.params.personaId, request.userId, request.query);
      const { page, next_cursor } = pageOf(request, reply, rows, request.query.limit, (row) => [row.id]);
      return { mandato: page, next_cursor };
    },
  );

  app.post(
    "/mandato/:personaId/persona",
    {
      schema: {
        tags,
        summary: "Registrar un mandatario",
        description:
          "Todos los campos son obligatorios. NIT y CUI válidos; fecha_nacimiento (mayor de edad), presentado y fecha no " +
          "posteriores a hoy. El mismo CUI dos veces para la misma persona responde 409.",
        security,
        params: personaParams,
        body: mandatoInput,
        response: { 201: z.object({ mandato: mandatoSchema }), ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await createMandato(app.db, request.params.personaId, request.userId, request.body);
      return reply.status(201).send({ mandato: created });
    },
  );

  app.put(
    "/mandato/:id",
    {
      schema: {
        tags,
        summary: "Actualizar un mandatario",
        description: "Reemplaza todos los campos; mismas reglas que el registro.",
        security,
        params: idParam,
        body: mandatoInput,
        response: { 200: z.object({ mandato: mandatoSchema }), ...writeErrors },
      },
    },
    async (request) => ({ mandato: await updateMandato(app.db, request.params.id, request.userId, request.body) }),
  );

  app.delete(
    "/mandato/:id",
    {
      schema: {
        tags,
        summary: "Eliminar un mandatario y sus documentos",
        security,
        params: idParam,
        response: { 200: messageSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await deleteMandato(app.db, request.params.id, request.userId);
      return { message: MSG.deleted };
    },
  );
};

export default mandatoRoutes;
