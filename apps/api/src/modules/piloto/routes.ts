import { idParam } from "@portal/domain/fields";
import { MSG } from "@portal/domain/messages";
import { nextCursorSchema, searchTextField } from "@portal/domain/pagination";
import {
  pilotoBuscarCuiInput,
  pilotoBuscarNitInput,
  pilotoInput,
  pilotoLookupItemSchema,
  pilotoSchema,
} from "@portal/domain/piloto";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import { actingFor } from "../../lib/ownership";
import { fastSerializer } from "../../lib/fast-serializer";
import type { PortalModule } from "../../lib/module";
import { PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { createPiloto } from "./create-piloto";
import { deletePiloto } from "./delete-piloto";
import { getPiloto } from "./get-piloto";
import { listPilotos } from "./list-pilotos";
import { searchPilotos } from "./search-pilotos";
import { registerPilotoSheetRoutes } from "./piloto-sheet-routes";
import { updatePiloto } from "./update-piloto";
import { guardEveryRoute } from "../../lib/route-guard";

const tags = ["pilotos"];
const security = [{ bearerAuth: [] }];
const writeErrors = { 401: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };

const inputDescription =
  "Obligatorios: nit, cui, nombre, apellido, fecha_nacimiento (mayor de edad). Opcionales: correo_electronico (≤ 100, " +
  "válido), telefono (8 dígitos, inicia con 2-9), direccion (≤ 300), estado_civil_id, tiene_hijo (false), " +
  "tiempo_laborar (entero 1-25), tiempo_laboral, experiencia_manejando, numero_documento, documento_intecap, " +
  "tipo_licencia (A o B), activo (true) y la fecha de la licencia como `administrasion_licencia` o " +
  "`adminision_licencia` (si llegan ambas deben coincidir). Un texto vacío cuenta como ausente. " +
  "El mismo CUI dos veces para el mismo transportista responde 409.";

/** 30 lookups per minute per user on each lookup route (decision 030). */
const lookupRateLimit = {
  max: 30,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) => `piloto-buscar:${request.userId}`,
};
const lookupDescription =
  "Entre los pilotos propios: coincidencia por prefijo (mínimo 3 caracteres), filas completas con `own: true`. " +
  "Pilotos de otros transportistas: solo con el valor completo y válido, y solo nombre, apellido, fecha_nacimiento, " +
  "nit y cui (`own: false`). Sin resultados: `{ data: [] }`. Límite: 30 consultas por minuto por usuario.";

const pilotoRoutes: PortalModule = async (app, { config }) => {
  // In each route's own onRequest, so its OpenAPI operation declares the token (lib/route-guard.ts).
  guardEveryRoute(app, app.authenticate);

  app.get(
    "/piloto",
    {
      serializerCompiler: fastSerializer(config), // a list of up to 100 full rows (decisions 092 and 215)
      schema: {
        tags,
        summary: "Pilotos del usuario autenticado",
        description: [
          "En orden de `id`.",
          PAGED_LIST_DESCRIPTION,
          "`buscar` filtra en el servidor: el nombre y apellido lo contienen (sin distinguir mayúsculas) o el NIT o el CUI empiezan por él;",
          "admite hasta 60 letras, números, espacios, puntos, apóstrofos o guiones (otro carácter: 422).",
        ].join(" "),
        security,
        querystring: pageQuerySchema().extend({ buscar: searchTextField }),
        response: { 200: z.object({ data: z.array(z.object({ piloto: pilotoSchema })), next_cursor: nextCursorSchema }), 401: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const rows = await listPilotos(app.db, await actingFor(app.db, request, "leer"), request.query);
      const { page, next_cursor } = pageOf(request, reply, rows, request.query.limit, (row) => [row.piloto.id]);
      return { data: page, next_cursor };
    },
  );

  app.post(
    "/piloto",
    {
      schema: {
        tags,
        summary: "Registrar un piloto para la persona del usuario",
        description: `${inputDescription} Sin persona registrada responde 422.`,
        security,
        body: pilotoInput,
        response: { 201: z.object({ piloto: pilotoSchema }), ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send({ piloto: await createPiloto(app.db, request.userId, request.body, request.headers["x-actuar-como"]) }),
  );

  app.get(
    "/piloto/:id",
    {
      schema: {
        tags,
        summary: "Detalle de un piloto",
        security,
        params: idParam,
        response: { 200: z.object({ piloto: pilotoSchema }), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({ piloto: await getPiloto(app.db, request.params.id, request.userId) }),
  );

  app.put(
    "/piloto/:id",
    {
      schema: {
        tags,
        summary: "Actualizar un piloto",
        description: `Reemplaza todos los campos. ${inputDescription}`,
        security,
        params: idParam,
        body: pilotoInput,
        response: { 200: z.object({ piloto: pilotoSchema }), ...writeErrors },
      },
    },
    async (request) => ({ piloto: await updatePiloto(app.db, request.params.id, request.userId, request.body) }),
  );

  app.delete(
    "/piloto/:id",
    {
      schema: {
        tags,
        summary: "Eliminar un piloto, sus contactos de emergencia y sus documentos",
        security,
        params: idParam,
        response: { 200: messageSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await deletePiloto(app.db, request.params.id, request.userId);
      return { message: MSG.deleted };
    },
  );

  const lookupResponse = { 200: z.object({ data: z.array(pilotoLookupItemSchema) }), 401: errorSchema, 422: errorSchema, 429: errorSchema };

  app.post(
    "/piloto/buscar/nit",
    {
      config: { rateLimit: lookupRateLimit },
      schema: { tags, summary: "Buscar piloto por NIT", description: lookupDescription, security, body: pilotoBuscarNitInput, response: lookupResponse },
    },
    async (request) => ({ data: await searchPilotos(app.db, await actingFor(app.db, request, "leer"), "nit", request.body.nit) }),
  );

  app.post(
    "/piloto/buscar/cui",
    {
      config: { rateLimit: lookupRateLimit },
      schema: { tags, summary: "Buscar piloto por CUI", description: lookupDescription, security, body: pilotoBuscarCuiInput, response: lookupResponse },
    },
    async (request) => ({ data: await searchPilotos(app.db, await actingFor(app.db, request, "leer"), "cui", request.body.cui) }),
  );

  registerPilotoSheetRoutes(app);
};

export default pilotoRoutes;
