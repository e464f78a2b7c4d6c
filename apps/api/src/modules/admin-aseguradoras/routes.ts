import {
  CLIENTE_MSG,
  clienteConSecretoSchema,
  clienteListSchema,
  clienteRevocadoSchema,
  crearClienteSchema,
} from "@portal/domain/aseguradora-cliente";
import { idParam } from "@portal/domain/fields";
import type { FastifyRequest } from "fastify";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { createCliente, listClientes, revokeCliente, rotateCliente } from "./clientes";

const staffId = (request: FastifyRequest) => (request.staff as { id: number }).id;

/** The insurers' API clients, managed by admins in the console (issue 24, decision 260). */
const adminAseguradorasRoutes: PortalModule = async (app) => {
  const adminOnly = { preHandler: [app.requireStaffRole("admin")] };

  app.get(
    "/admin/aseguradoras/clientes",
    {
      ...adminOnly,
      schema: {
        tags: ["admin"],
        summary: "Clientes API de las aseguradoras",
        description: "Todos, los más recientes primero, con su último uso (último token obtenido) y si están revocados. Nunca el secreto.",
        response: { 200: clienteListSchema },
      },
    },
    async () => ({ clientes: await listClientes(app.db) }),
  );

  app.post(
    "/admin/aseguradoras/clientes",
    {
      ...adminOnly,
      schema: {
        tags: ["admin"],
        summary: "Registrar una aseguradora como cliente API",
        description: "Responde `client_id` y `client_secret`: el secreto se muestra esta única vez; se guarda su SHA-256.",
        body: crearClienteSchema,
        response: { 201: clienteConSecretoSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const created = await createCliente(app.db, staffId(request), request.body);
      return reply.status(201).send({ message: CLIENTE_MSG.creado, ...created });
    },
  );

  app.post(
    "/admin/aseguradoras/clientes/:id/rotar",
    {
      ...adminOnly,
      schema: {
        tags: ["admin"],
        summary: "Generar un secreto nuevo",
        description: "El secreto anterior sigue sirviendo 24 horas, para que la aseguradora cambie el suyo sin cortes. 409 si el cliente está revocado.",
        params: idParam,
        response: { 200: clienteConSecretoSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => ({ message: CLIENTE_MSG.rotado, ...(await rotateCliente(app.db, request.params.id)) }),
  );

  app.post(
    "/admin/aseguradoras/clientes/:id/revocar",
    {
      ...adminOnly,
      schema: {
        tags: ["admin"],
        summary: "Revocar un cliente",
        description: "No obtiene más tokens y los que tiene dejan de servir de inmediato. Sus reportes se conservan. 409 si ya estaba revocado.",
        params: idParam,
        response: { 200: clienteRevocadoSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => ({ message: CLIENTE_MSG.revocado, cliente: await revokeCliente(app.db, request.params.id, staffId(request)) }),
  );
};

export default adminAseguradorasRoutes;
