import { z } from "zod";
import {
  busquedaField,
  expedienteQrSchema,
  expedienteSchema,
  expedienteVehiculosSchema,
  transportistaBusquedaSchema,
} from "@portal/domain/admin-transportista";
import { auditoriaListSchema } from "@portal/domain/auditoria";
import { rowIdParams } from "@portal/domain/fields";
import { rolesFrom } from "@portal/domain/staff";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { listExpedienteMiembros } from "./list-expediente-miembros";
import { listHistorial } from "./list-historial";
import { getExpediente } from "./get-expediente";
import { listExpedienteQr } from "./list-expediente-qr";
import { listExpedienteVehiculos } from "./list-expediente-vehiculos";
import { requireTransportista } from "./require-transportista";
import { searchTransportistas } from "./search-transportistas";

const tags = ["admin"];
const params = rowIdParams("usuarioId");
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
const STAFF_NOTE = "Para todo el personal (revisor, supervisor, administrador); solo lectura.";

/** The console's search of carriers and a carrier's read-only file (issue 12, decision 160). */
const adminTransportistasRoutes: PortalModule = async (app) => {
  const preHandler = [app.requireStaffRole(...rolesFrom("revisor"))];

  app.get(
    "/admin/transportistas",
    {
      preHandler,
      schema: {
        tags,
        summary: "Buscar transportistas",
        description: [
          "Busca en NIT, nombre (persona o empresa: inicio del nombre o del apellido, o palabras completas en cualquier orden;",
          "sin distinguir mayúsculas ni tildes), placa, número de licencia, número de tarjeta de operación, CUI (DPI) del transportista y CUI de piloto",
          "(inicio del valor). Cada resultado dice qué campos coincidieron. Orden: id del transportista.",
          PAGED_LIST_DESCRIPTION,
          STAFF_NOTE,
        ].join(" "),
        querystring: pageQuerySchema().extend({ q: busquedaField }),
        response: { 200: transportistaBusquedaSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const { q, limit, cursor } = request.query;
      const rows = await searchTransportistas(app.db, q, limit, cursor?.[0]);
      const { page, next_cursor } = pageOf(request, reply, rows, limit, (row) => [row.usuario_id]);
      return { transportistas: page, next_cursor };
    },
  );

  app.get(
    "/admin/transportistas/:usuarioId",
    {
      preHandler,
      schema: {
        tags,
        summary: "Expediente de un transportista",
        description: [
          "Todo lo que registró: persona, direcciones, correos, teléfonos, representantes, mandatarios, abogados, pilotos con sus",
          "contactos, licencias con sus tarjetas y documentos (con la ruta de su PDF), cada registro con su estado de revisión.",
          "Los vehículos, los QR y el historial se leen por páginas en sus propias rutas.",
          STAFF_NOTE,
        ].join(" "),
        params,
        response: { 200: expedienteSchema, ...errors },
      },
    },
    async (request) => getExpediente(app.db, request.params.usuarioId),
  );

  app.get(
    "/admin/transportistas/:usuarioId/miembros",
    {
      preHandler,
      schema: {
        tags,
        summary: "Miembros e invitaciones de un transportista",
        description: `Cada persona con acceso (nombre, NIT, rol, desde cuándo y, para un gestor, hasta cuándo) y las invitaciones pendientes. ${STAFF_NOTE}`,
        params,
        response: {
          200: z.object({
            miembros: z.array(z.object({ persona_id: z.number(), usuario_id: z.number(), nit: z.string(), nombre: z.string().nullable(), rol: z.string(), vence: z.string().nullable(), vigente: z.boolean(), desde: z.string() })),
            invitaciones: z.array(z.object({ persona_id: z.number(), nit: z.string(), email: z.string(), nombre: z.string(), rol: z.string(), vence: z.string().nullable(), enviada: z.string(), enlace_vence: z.string() })),
          }),
          ...errors,
        },
      },
    },
    async (request) => listExpedienteMiembros(app.db, request.params.usuarioId),
  );

  app.get(
    "/admin/transportistas/:usuarioId/vehiculos",
    {
      preHandler,
      schema: {
        tags,
        summary: "Vehículos de un transportista, con su póliza",
        description: [`En orden de id. ${PAGED_LIST_DESCRIPTION}`, STAFF_NOTE].join(" "),
        params,
        querystring: pageQuerySchema(),
        response: { 200: expedienteVehiculosSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { usuarioId } = request.params;
      await requireTransportista(app.db, usuarioId);
      const rows = await listExpedienteVehiculos(app.db, usuarioId, request.query);
      const { page, next_cursor } = pageOf(request, reply, rows, request.query.limit, (row) => [row.id]);
      return { vehiculos: page, next_cursor };
    },
  );

  app.get(
    "/admin/transportistas/:usuarioId/qr",
    {
      preHandler,
      schema: {
        tags,
        summary: "Códigos QR de un transportista, con su estado",
        description: [`En orden de id. ${PAGED_LIST_DESCRIPTION}`, STAFF_NOTE].join(" "),
        params,
        querystring: pageQuerySchema(),
        response: { 200: expedienteQrSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { usuarioId } = request.params;
      await requireTransportista(app.db, usuarioId);
      const rows = await listExpedienteQr(app.db, usuarioId, request.query);
      const { page, next_cursor } = pageOf(request, reply, rows, request.query.limit, (row) => [row.id]);
      return { validaciones: page, next_cursor };
    },
  );

  app.get(
    "/admin/transportistas/:usuarioId/historial",
    {
      preHandler,
      schema: {
        tags,
        summary: "Historial de un transportista",
        description: [
          "Los cambios de sus datos (de él o del personal), sus inicios de sesión y los intentos fallidos; del más reciente al más antiguo.",
          PAGED_LIST_DESCRIPTION,
          STAFF_NOTE,
        ].join(" "),
        params,
        querystring: pageQuerySchema(),
        response: { 200: auditoriaListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { usuarioId } = request.params;
      const { limit, cursor } = request.query;
      await requireTransportista(app.db, usuarioId);
      const rows = await listHistorial(app.db, usuarioId, limit, cursor?.[0]);
      const { page, next_cursor } = pageOf(request, reply, rows, limit, (row) => [row.id]);
      return { auditoria: page, next_cursor };
    },
  );
};

export default adminTransportistasRoutes;
