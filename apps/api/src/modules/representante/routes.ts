import { idParam, rowIdParams } from "@portal/domain/fields";
import { MSG } from "@portal/domain/messages";
import { nextCursorSchema } from "@portal/domain/pagination";
import { representanteCreateSchema, representanteRowSchema, representanteUpdateSchema } from "@portal/domain/representante";
import { z } from "zod";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { keysetQuerySchema, PAGED_LIST_DESCRIPTION, pageOf } from "../../lib/pagination";
import { createRepresentante } from "./create-representante";
import { deleteRepresentante } from "./delete-representante";
import { listRepresentantes, representanteKey } from "./list-representantes";
import { updateRepresentante } from "./update-representante";
import { guardEveryRoute } from "../../lib/route-guard";

const security = [{ bearerAuth: [] }];
const tags = ["representantes"];
const errors = { 401: errorSchema, 404: errorSchema, 422: errorSchema };

/** Representatives of a legal entity (spec part 7, "Representatives"). */
const representanteRoutes: PortalModule = async (app) => {
  // In each route's own onRequest, so its OpenAPI operation declares the token (lib/route-guard.ts).
  guardEveryRoute(app, app.authenticate);

  app.get(
    "/representante/:juridicoId/juridico",
    {
      schema: {
        tags,
        summary: "Representantes de una persona jurídica",
        description: `Por apellido, nombre e \`id\`. ${PAGED_LIST_DESCRIPTION}`,
        security,
        params: rowIdParams("juridicoId"),
        querystring: keysetQuerySchema(["text", "text", "int"]),
        response: { 200: z.object({ representante: z.array(representanteRowSchema), next_cursor: nextCursorSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await listRepresentantes(app.db, request.params.juridicoId, request.userId, request.query);
      const { page, next_cursor } = pageOf(request, reply, rows, request.query.limit, representanteKey);
      return { representante: page, next_cursor };
    },
  );

  app.post(
    "/representante",
    {
      schema: {
        tags,
        summary: "Agregar un representante",
        description: "`persona_id` y `juridico_id` deben ser del usuario y corresponderse; una persona individual no tiene representantes.",
        security,
        body: representanteCreateSchema,
        response: { 201: z.object({ representante: representanteRowSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const created = await createRepresentante(app.db, request.userId, request.body);
      return reply.status(201).send({ representante: created });
    },
  );

  app.put(
    "/representante/:id",
    {
      schema: {
        tags,
        summary: "Actualizar un representante",
        description: "Reemplaza los campos del representante; la persona jurídica a la que pertenece no cambia.",
        security,
        params: idParam,
        body: representanteUpdateSchema,
        response: { 200: z.object({ representante: representanteRowSchema }), ...errors },
      },
    },
    async (request) => ({ representante: await updateRepresentante(app.db, request.params.id, request.userId, request.body) }),
  );

  app.delete(
    "/representante/:id",
    {
      schema: {
        tags,
        summary: "Eliminar un representante",
        security,
        params: idParam,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteRepresentante(app.db, request.params.id, request.userId);
      return { message: MSG.deleted };
    },
  );
};

export default representanteRoutes;
