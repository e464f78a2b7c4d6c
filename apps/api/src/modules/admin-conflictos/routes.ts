import { CONFLICTO_MSG, conflictoListSchema, conflictoResueltoSchema, conflictosQuerySchema, resolverConflictoSchema } from "@portal/domain/conflicto";
import { idParam } from "@portal/domain/fields";
import { rolesFrom } from "@portal/domain/staff";
import { eq } from "drizzle-orm";
import { conflicto_placa } from "../../db/schema/index";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { sendConflictoMails } from "./conflicto-mails";
import { selectConflictos } from "./conflicto-rows";
import { listConflictos } from "./list-conflictos";
import { resolveConflicto } from "./resolve-conflicto";

const errors = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

const adminConflictosRoutes: PortalModule = async (app) => {
  const supervisor = app.requireStaffRole(...rolesFrom("supervisor"));

  app.get(
    "/admin/conflictos",
    {
      preHandler: [supervisor],
      schema: {
        tags: ["admin"],
        summary: "Conflictos de placa (supervisor y administrador)",
        description:
          "Reclamos de transportistas a los que se negó una placa porque otro vehículo activo la tiene (409 de vehículo), " +
          "con ambos transportistas; `estado` (pendiente si falta), del más antiguo al más reciente. " +
          PAGED_LIST_DESCRIPTION,
        querystring: pageQuerySchema().extend(conflictosQuerySchema.shape),
        response: { 200: conflictoListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rows = await listConflictos(app.db, request.query.estado, request.query);
      const { page, next_cursor } = pageOf(request, reply, rows, request.query.limit, (row) => [row.id]);
      return { conflicto: page, next_cursor };
    },
  );

  app.post(
    "/admin/conflictos/:id",
    {
      preHandler: [supervisor],
      schema: {
        tags: ["admin"],
        summary: "Resolver un conflicto de placa",
        description:
          "`desactivar_existente`: desactiva el vehículo activo que tiene la placa (sus QR quedan revocados) y avisa a su dueño por correo; " +
          "`rechazar_reclamo`: no cambia ningún vehículo. En ambos casos se avisa al reclamante con el `motivo`. 409 si ya estaba resuelto.",
        params: idParam,
        body: resolverConflictoSchema,
        response: { 200: conflictoResueltoSchema, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const staffId = (request.staff as { id: number }).id;
      const resolved = await resolveConflicto(app.db, request.params.id, staffId, request.body);
      await sendConflictoMails(app, request.body.resolucion, request.body.motivo, resolved);
      const [conflicto] = await selectConflictos(app.db, eq(conflicto_placa.id, request.params.id), 1);
      return { message: CONFLICTO_MSG.resuelto, conflicto };
    },
  );
};

export default adminConflictosRoutes;
