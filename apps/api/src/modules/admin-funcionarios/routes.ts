import { funcionarioSchema, inviteStaffSchema, updateStaffSchema } from "@portal/domain/staff";
import { idParam } from "@portal/domain/fields";
import { z } from "zod";
import { errorSchema } from "../../lib/error-schema";
import { inviteStaff } from "../../lib/invite-staff";
import type { PortalModule } from "../../lib/module";
import { PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { listFuncionarios } from "./list-funcionarios";
import { resetFuncionarioAccess } from "./reset-funcionario-access";
import { updateFuncionario } from "./update-funcionario";

/** Admins only (the staff guard itself is put on every /api/admin/* route by plugins/staff-auth.ts). */
const guarded = (app: Parameters<PortalModule>[0]) => ({ preHandler: [app.requireStaffRole("admin")] });
const refusals = { 401: errorSchema, 403: errorSchema };
const security = [{ bearerAuth: [] }];

/** Staff management, admins only (decision 150): list, invite, change role, deactivate and reactivate, reset access. */
const adminFuncionariosRoutes: PortalModule = async (app, { config }) => {
  app.get(
    "/admin/funcionarios",
    {
      ...guarded(app),
      schema: {
        tags: ["consola"],
        security,
        summary: "Consola: funcionarios",
        description: `Solo administradores. Todos los funcionarios en el orden en que fueron invitados. ${PAGED_LIST_DESCRIPTION}`,
        querystring: pageQuerySchema(),
        response: { 200: z.object({ funcionarios: z.array(funcionarioSchema), next_cursor: z.string().nullable() }), ...refusals, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const rows = await listFuncionarios(app.db, request.query);
      const { page, next_cursor } = pageOf(request, reply, rows, request.query.limit, (row) => [row.id]);
      return { funcionarios: page, next_cursor };
    },
  );

  app.post(
    "/admin/funcionarios",
    {
      ...guarded(app),
      config: { rateLimit: { max: 30, timeWindow: "1 hour" } },
      schema: {
        tags: ["consola"],
        security,
        summary: "Consola: invitar a un funcionario",
        description:
          "Solo administradores. Crea el funcionario sin contraseña y le envía por correo un enlace de un solo uso (72 horas) para elegirla; en su primer inicio de sesión configura TOTP. Correo ya registrado: 409.",
        body: inviteStaffSchema,
        response: { 201: z.object({ funcionario: funcionarioSchema }), ...refusals, 409: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { funcionario } = await inviteStaff(app, config.PUBLIC_URL, config, request.body);
      return reply.status(201).send({ funcionario });
    },
  );

  app.patch(
    "/admin/funcionarios/:id",
    {
      ...guarded(app),
      schema: {
        tags: ["consola"],
        security,
        summary: "Consola: cambiar el rol o desactivar/reactivar a un funcionario",
        description: [
          "Solo administradores. `rol` y/o `activo`. Desactivar cierra de inmediato todas sus sesiones. Quitar el rol o desactivar",
          "al último administrador activo responde 409. Funcionario inexistente: 404.",
        ].join(" "),
        params: idParam,
        body: updateStaffSchema,
        response: { 200: z.object({ funcionario: funcionarioSchema }), ...refusals, 404: errorSchema, 409: errorSchema, 422: errorSchema },
      },
    },
    async (request) => ({ funcionario: await updateFuncionario(app.db, request.params.id, request.body) }),
  );

  app.post(
    "/admin/funcionarios/:id/restablecer",
    {
      ...guarded(app),
      config: { rateLimit: { max: 30, timeWindow: "1 hour" } },
      schema: {
        tags: ["consola"],
        security,
        summary: "Consola: restablecer el acceso de un funcionario",
        description: [
          "Solo administradores. Para quien perdió el teléfono con su código, sus códigos de recuperación o su contraseña:",
          "borra la contraseña, el código TOTP y los códigos de recuperación, cierra todas sus sesiones y le envía por correo",
          "un enlace de un solo uso (72 horas) para elegir una contraseña y configurar el código de nuevo.",
          "Funcionario inexistente: 404; desactivado: 409.",
        ].join(" "),
        params: idParam,
        response: { 200: z.object({ funcionario: funcionarioSchema }), ...refusals, 404: errorSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ({ funcionario: await resetFuncionarioAccess(app, config.PUBLIC_URL, config, request.params.id) }),
  );
};

export default adminFuncionariosRoutes;
