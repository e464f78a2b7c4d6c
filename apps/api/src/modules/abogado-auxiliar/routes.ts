import { abogadoInput, abogadoSchema } from "@portal/domain/abogado";
import { idParam, rowIdParams } from "@portal/domain/fields";
import { MSG } from "@portal/domain/messages";
import { nextCursorSchema } from "@portal/domain/pagination";
import { z } from "zod";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { createAbogado } from "./create-abogado";
import { deleteAbogado } from "./delete-abogado";
import { listAbogados } from "./list-abogados";
import { updateAbogado } from "./update-abogado";
import { guardEveryRoute } from "../../lib/route-guard";

const tags = ["abogados"];
const security = [{ bearerAuth: [] }];
const personaParams = rowIdParams("personaId");
const writeErrors = { 401: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };

const abogadoRoutes: PortalModule = async (app) => {
  // In each route's own onRequest, so its OpenAPI operation declares the token (lib/route-guard.ts).
  guardEveryRoute(app, app.authenticate);

  app.get(
    "/abogado_auxiliar/:personaId/persona",
    {
      schema: {
        tags,
        summary: "Abogados auxiliares de una persona",
        description: `Cada fila trae \`edad\` (años cumplidos hoy) y \`estado_civil\` como \`{id, nombre}\`; en orden de \`id\`. ${PAGED_LIST_DESCRIPTION}`,
        security,
        params: personaParams,
        querystring: pageQuerySchema(),
        response: { 200: z.object({ abogado_auxiliar: z.array(abogadoSchema), next_cursor: nextCursorSchema }), 401: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const rows = await listAbogados(app.db, request.params.personaId, request.userId, request.query);
      const { page, next_cursor } = pageOf(request, reply, rows, request.query.limit, (row) => [row.id]);
      return { abogado_auxiliar: page, next_cursor };
    },
  );

  app.post(
    "/abogado_auxiliar/:personaId/persona",
    {
      schema: {
        tags,
        summary: "Registrar un abogado auxiliar",
        description:
          "Obligatorios: cui, nit, nombre, apellido, fecha_nacimiento (mayor de edad, no posterior a hoy), documento_numero, " +
          "estado_civil_id. colegiado_activo es booleano (por defecto false). El mismo CUI dos veces para la misma persona responde 409.",
        security,
        params: personaParams,
        body: abogadoInput,
        response: { 201: z.object({ abogado_auxiliar: abogadoSchema }), ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await createAbogado(app.db, request.params.personaId, request.userId, request.body);
      return reply.status(201).send({ abogado_auxiliar: created });
    },
  );

  app.put(
    "/abogado_auxiliar/:id",
    {
      schema: {
        tags,
        summary: "Actualizar un abogado auxiliar",
        description: "Reemplaza todos los campos; mismas reglas que el registro.",
        security,
        params: idParam,
        body: abogadoInput,
        response: { 200: z.object({ abogado_auxiliar: abogadoSchema }), ...writeErrors },
      },
    },
    async (request) => ({ abogado_auxiliar: await updateAbogado(app.db, request.params.id, request.userId, request.body) }),
  );

  app.delete(
    "/abogado_auxiliar/:id",
    {
      schema: {
        tags,
        summary: "Eliminar un abogado auxiliar y sus documentos",
        security,
        params: idParam,
        response: { 200: messageSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await deleteAbogado(app.db, request.params.id, request.userId);
      return { message: MSG.deleted };
    },
  );
};

export default abogadoRoutes;
