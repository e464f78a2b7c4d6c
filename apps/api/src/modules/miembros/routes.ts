import { idParam, rowIdParams } from "@portal/domain/fields";
import { invitacionBodySchema, miembroPatchSchema, ROLES_MIEMBRO } from "@portal/domain/miembro";
import { z } from "zod";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { guardEveryRoute } from "../../lib/route-guard";
import { acceptInvitacion, previewInvitacion } from "./accept-invitacion";
import { changeMiembro, removeMiembro } from "./change-miembro";
import { invite } from "./invite";
import { listInvitaciones, resendInvitacion, revokeInvitacion } from "./invitaciones";
import { listMiembros } from "./list-miembros";
import { misTransportistas } from "./mis-transportistas";

const tags = ["miembros"];
const security = [{ bearerAuth: [] }];
const personaParams = rowIdParams("personaId");
const tokenParams = z.object({ token: z.string().min(20).max(100) });
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema.extend({ motivo: z.string().optional() }) };

const rol = z.enum(ROLES_MIEMBRO);
const miembroSchema = z.object({
  id: z.number(),
  usuario_id: z.number(),
  nit: z.string(),
  nombre: z.string().nullable(),
  rol,
  vence: z.string().nullable(),
  vigente: z.boolean(),
  mandato_id: z.number().nullable(),
  created_at: z.string(),
});
const invitacionSchema = z.object({
  id: z.number(),
  persona_id: z.number(),
  nit: z.string(),
  email: z.string(),
  nombre: z.string(),
  rol,
  vence: z.string().nullable(),
  mandato_id: z.number().nullable(),
  expires_at: z.date(),
  created_at: z.date(),
});

/** Public: what an invitation link offers, before the person signs in or signs up. */
const publicRoutes: PortalModule = async (app) => {
  app.get(
    "/invitacion/:token",
    {
      schema: {
        tags,
        summary: "Ver una invitación por su enlace",
        description: "Transportista, rol, fecha de fin y NIT invitado. 422 (`motivo: INVITACION_INVALIDA`) si el enlace no existe, se usó, se revocó o venció.",
        params: tokenParams,
        response: {
          200: z.object({ invitacion: z.object({ transportista: z.string(), nit: z.string(), nombre: z.string(), rol, vence: z.string().nullable(), expires_at: z.date() }) }),
          422: errorSchema.extend({ motivo: z.string().optional() }),
        },
      },
    },
    async (request) => {
      const { persona_id: _p, ...invitacion } = await previewInvitacion(app.db, request.params.token);
      return { invitacion: { ...invitacion, rol: invitacion.rol as z.infer<typeof rol> } };
    },
  );
};

const memberRoutes: PortalModule = async (app, { config }) => {
  guardEveryRoute(app, app.authenticate);

  app.get(
    "/miembros/transportistas",
    {
      schema: {
        tags,
        summary: "Transportistas por los que puede actuar",
        description: "Las membresías vigentes de la cuenta (para «Actuar como»): transportista, su NIT, el rol y la fecha de fin de un gestor.",
        security,
        response: {
          200: z.object({
            transportista: z.array(z.object({ persona_id: z.number(), nombre: z.string().nullable(), nit: z.string(), rol, vence: z.string().nullable(), miembro_id: z.number() })),
          }),
          401: errorSchema,
        },
      },
    },
    async (request) => ({ transportista: (await misTransportistas(app.db, request.userId)).map((t) => ({ ...t, rol: t.rol as z.infer<typeof rol> })) }),
  );

  app.get(
    "/persona/:personaId/miembros",
    {
      schema: {
        tags,
        summary: "Miembros de un transportista",
        description: "Cada persona con acceso, su rol y, para un gestor, la fecha en que termina. Cualquier miembro los ve.",
        security,
        params: personaParams,
        response: { 200: z.object({ miembro: z.array(miembroSchema) }), ...errors },
      },
    },
    async (request) => ({ miembro: (await listMiembros(app.db, request.params.personaId, request.userId)).map((m) => ({ ...m, rol: m.rol as z.infer<typeof rol> })) }),
  );

  app.get(
    "/persona/:personaId/invitaciones",
    {
      schema: {
        tags,
        summary: "Invitaciones pendientes",
        description: "Solo el titular o un administrador.",
        security,
        params: personaParams,
        response: { 200: z.object({ invitacion: z.array(invitacionSchema) }), ...errors },
      },
    },
    async (request) => ({ invitacion: (await listInvitaciones(app.db, request.params.personaId, request.userId)) as Array<z.infer<typeof invitacionSchema>> }),
  );

  app.post(
    "/persona/:personaId/invitaciones",
    {
      schema: {
        tags,
        summary: "Invitar a una persona",
        description:
          "Por NIT y correo, con un rol (administrador, editor o consulta) y, para un gestor, una fecha de fin (a lo sumo un año). " +
          "El enlace llega por correo, vence a los 7 días y sirve una sola vez. Solo el titular o un administrador.",
        security,
        params: personaParams,
        body: invitacionBodySchema,
        response: { 201: z.object({ invitacion: invitacionSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const row = await invite(app, config, request.params.personaId, request.userId, request.body);
      return reply.status(201).send({ invitacion: row as z.infer<typeof invitacionSchema> });
    },
  );

  app.delete(
    "/invitaciones/:id",
    { schema: { tags, summary: "Revocar una invitación", security, params: idParam, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await revokeInvitacion(app.db, request.params.id, request.userId);
      return { message: "Invitación revocada." };
    },
  );

  app.post(
    "/invitaciones/:id/reenviar",
    {
      schema: {
        tags,
        summary: "Reenviar una invitación",
        description: "Un enlace nuevo por 7 días más; el anterior deja de servir.",
        security,
        params: idParam,
        response: { 200: z.object({ invitacion: invitacionSchema }), ...errors },
      },
    },
    async (request) => ({ invitacion: (await resendInvitacion(app, config, request.params.id, request.userId)) as z.infer<typeof invitacionSchema> }),
  );

  app.post(
    "/invitacion/:token/aceptar",
    {
      schema: {
        tags,
        summary: "Aceptar una invitación",
        description: "Solo la cuenta cuyo NIT nombra la invitación (403 para otra). El enlace sirve una vez.",
        security,
        params: tokenParams,
        response: {
          200: z.object({ miembro: z.object({ id: z.number(), persona_id: z.number(), rol, vence: z.string().nullable() }) }),
          ...errors,
          422: errorSchema.extend({ motivo: z.string().optional() }),
        },
      },
    },
    async (request) => {
      const m = await acceptInvitacion(app.db, request.params.token, request.userId);
      return { miembro: { ...m, rol: m.rol as z.infer<typeof rol> } };
    },
  );

  app.patch(
    "/miembros/:id",
    {
      schema: {
        tags,
        summary: "Cambiar el rol o renovar a un miembro",
        description: "Nadie cambia su propio rol; un administrador no toca a un titular; solo un titular nombra a otro; el último titular lo sigue siendo.",
        security,
        params: idParam,
        body: miembroPatchSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await changeMiembro(app.db, request.params.id, request.userId, request.body);
      return { message: "Miembro actualizado." };
    },
  );

  app.delete(
    "/miembros/:id",
    {
      schema: {
        tags,
        summary: "Quitar a un miembro o dejar un transportista",
        description: "Surte efecto en la siguiente solicitud. El último titular no puede irse ni ser quitado.",
        security,
        params: idParam,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await removeMiembro(app.db, request.params.id, request.userId);
      return { message: "Miembro quitado." };
    },
  );
};

const miembrosRoutes: PortalModule = async (app, opts) => {
  await app.register(publicRoutes, { config: opts.config });
  await app.register(memberRoutes, { config: opts.config });
};

export default miembrosRoutes;
