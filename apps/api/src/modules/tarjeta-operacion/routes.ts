import { idParam, rowIdParams } from "@portal/domain/fields";
import { MSG } from "@portal/domain/messages";
import { tarjetaCreatedSchema, tarjetaCreateSchema, tarjetaListSchema } from "@portal/domain/tarjeta-operacion";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { createTarjeta } from "./create-tarjeta";
import { deleteTarjeta } from "./delete-tarjeta";
import { listTarjetas } from "./list-tarjetas";

const errors = { 401: errorSchema, 404: errorSchema, 422: errorSchema };
const licenciaParams = rowIdParams("licenciaId");

const tarjetaOperacionRoutes: PortalModule = async (app) => {
  app.get(
    "/tarjeta_operacion/:licenciaId/licencia",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["tarjeta_operacion"],
        summary: "Tarjetas de operación de una licencia",
        description: `En orden de \`id\`. ${PAGED_LIST_DESCRIPTION}`,
        params: licenciaParams,
        querystring: pageQuerySchema(),
        response: { 200: tarjetaListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rows = await listTarjetas(app.db, request.params.licenciaId, request.userId, request.query);
      const { page, next_cursor } = pageOf(request, reply, rows, request.query.limit, (row) => [row.id]);
      return { tarjeta_operacion: page, next_cursor };
    },
  );

  app.post(
    "/tarjeta_operacion/:licenciaId/licencia",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["tarjeta_operacion"],
        summary: "Agregar una tarjeta de operación a la licencia",
        description: "El número (T-12345) se guarda en mayúsculas y es único por licencia (409).",
        params: licenciaParams,
        body: tarjetaCreateSchema,
        response: { 201: tarjetaCreatedSchema, ...errors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const created = await createTarjeta(app.db, request.params.licenciaId, request.userId, request.body);
      return reply.status(201).send({ tarjeta_operacion: created });
    },
  );

  app.delete(
    "/tarjeta_operacion/:id",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["tarjeta_operacion"],
        summary: "Eliminar una tarjeta de operación",
        description: "Se rechaza con 409 mientras la tarjeta tenga vehículos asociados.",
        params: idParam,
        response: { 200: messageSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => {
      await deleteTarjeta(app.db, request.params.id, request.userId);
      return { message: MSG.deleted };
    },
  );
};

export default tarjetaOperacionRoutes;
