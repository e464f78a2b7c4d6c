import { juridicoSchema, naturalSchema } from "@portal/domain/persona";
import { idParam } from "@portal/domain/fields";
import { nextCursorSchema } from "@portal/domain/pagination";
import { z } from "zod";
import { fastSerializer } from "../../lib/fast-serializer";
import type { PortalModule } from "../../lib/module";
import { PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { createPersona } from "./create-persona";
import { getPersona } from "./get-persona";
import { listPersonas } from "./list-personas";
import { errorSchema } from "../../lib/error-schema";
import { juridicoRowSchema, naturalRowSchema, personaSchema } from "./schemas";
import { guardEveryRoute } from "../../lib/route-guard";

const security = [{ bearerAuth: [] }];
const errors = { 401: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };

const personaRoutes: PortalModule = async (app, { config }) => {
  // In each route's own onRequest, so its OpenAPI operation declares the token (lib/route-guard.ts).
  guardEveryRoute(app, app.authenticate);

  app.get(
    "/persona",
    {
      serializerCompiler: fastSerializer(config), // a hot read (decision 092)
      schema: {
        tags: ["persona"],
        summary: "Personas del usuario autenticado",
        description: `En orden de \`id\`. ${PAGED_LIST_DESCRIPTION}`,
        security,
        querystring: pageQuerySchema(),
        response: {
          200: z.object({ data: z.array(personaSchema.pick({ id: true, usuario_id: true, juridico_completo: true })), next_cursor: nextCursorSchema }),
          401: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const rows = await listPersonas(app.db, request.userId, request.query);
      const { page, next_cursor } = pageOf(request, reply, rows, request.query.limit, (row) => [row.id]);
      return { data: page, next_cursor };
    },
  );

  app.get(
    "/persona/:id",
    {
      schema: {
        tags: ["persona"],
        summary: "Detalle de una persona: persona, jurdico y natural",
        security,
        params: idParam,
        response: {
          200: z.object({ persona: personaSchema, jurdico: z.array(juridicoRowSchema), natural: z.array(naturalRowSchema) }),
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => getPersona(app.db, request.params.id, request.userId),
  );

  app.post(
    "/persona/natural",
    {
      schema: {
        tags: ["persona"],
        summary: "Registrar el perfil como persona individual",
        description: "Una persona por cuenta; el NIT debe ser el de la cuenta. Requiere la verificación anti-robots.",
        security,
        body: naturalSchema,
        response: { 201: z.object({ persona: personaSchema, natural: naturalRowSchema }), ...errors },
      },
    },
    async (request, reply) => {
      await app.captcha.require(request.body["g-recaptcha-response"], request.ip);
      const created = await createPersona(app.db, request.userId, { tipo: "natural", body: request.body });
      return reply.status(201).send(created as { persona: z.infer<typeof personaSchema>; natural: z.infer<typeof naturalRowSchema> });
    },
  );

  app.post(
    "/persona/juridico",
    {
      schema: {
        tags: ["persona"],
        summary: "Registrar el perfil como persona jurídica",
        description: "Una persona por cuenta; el NIT debe ser el de la cuenta. Requiere la verificación anti-robots.",
        security,
        body: juridicoSchema,
        response: { 201: z.object({ persona: personaSchema, juridico: juridicoRowSchema }), ...errors },
      },
    },
    async (request, reply) => {
      await app.captcha.require(request.body["g-recaptcha-response"], request.ip);
      const created = await createPersona(app.db, request.userId, { tipo: "juridico", body: request.body });
      return reply.status(201).send(created as { persona: z.infer<typeof personaSchema>; juridico: z.infer<typeof juridicoRowSchema> });
    },
  );
};

export default personaRoutes;
