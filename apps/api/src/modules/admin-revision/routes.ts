import { rowIdParams } from "@portal/domain/fields";
import { decisionBodySchema, revisionDetailSchema, revisionFiltersSchema, revisionListSchema, tipoRevisionField } from "@portal/domain/revision";
import { rolesFrom } from "@portal/domain/staff";
import { z } from "zod";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { sendNoticeAlert } from "../../lib/notices/alert";
import { PAGED_LIST_DESCRIPTION, keysetQuerySchema, pageOf } from "../../lib/pagination";
import { sendPdf } from "../../lib/pdf-download";
import { decideRevision } from "./decide-revision";
import { getRevision } from "./get-revision";
import { listRevision, type RevisionCursor } from "./list-revision";
import { readDocumentoPdfForStaff, readPolizaPdfForStaff } from "./read-staff-pdf";

const tags = ["admin"];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
const recordParams = z.object({ tipo: tipoRevisionField, id: rowIdParams("id").shape.id });
const STAFF_NOTE = "Para revisor, supervisor y administrador.";
const PDF_DESCRIPTION = "El archivo tal cual (`application/pdf`, `Content-Disposition: inline`), para la vista previa de la consola. " + STAFF_NOTE;

/** A cursor's date must be one, or the database would refuse it (a 422, never a 500). */
const queueQuery = keysetQuerySchema<string | number>(["text", "text", "int"])
  .extend(revisionFiltersSchema.shape)
  .refine((q) => !q.cursor || !Number.isNaN(Date.parse(String(q.cursor[0]))), { path: ["cursor"], message: "Cursor no válido." });

/** The review: the queue, a record's detail and the decision (issue 12, decision 155). */
const adminRevisionRoutes: PortalModule = async (app) => {
  const preHandler = [app.requireStaffRole(...rolesFrom("revisor"))];

  app.get(
    "/admin/revision",
    {
      preHandler,
      schema: {
        tags,
        summary: "Cola de revisión",
        description: [
          "Registros en un estado (`pendiente` si falta), el más antiguo primero (desde cuándo están en ese estado).",
          "Filtros: `tipo`, `nit` del transportista, `desde` (AAAA-MM-DD).",
          PAGED_LIST_DESCRIPTION,
          STAFF_NOTE,
        ].join(" "),
        querystring: queueQuery,
        response: { 200: revisionListSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const { limit, cursor, ...filters } = request.query;
      const rows = await listRevision(app.db, filters, limit, cursor as RevisionCursor | undefined);
      const { page, next_cursor } = pageOf(request, reply, rows, limit, (row) => [row.desde, row.tipo, row.id]);
      return { revision: page, next_cursor };
    },
  );

  app.get(
    "/admin/revision/:tipo/:id",
    {
      preHandler,
      schema: {
        tags,
        summary: "Registro en revisión",
        description: "El registro, su transportista, sus documentos (con la ruta del PDF), sus decisiones y su historial de cambios. " + STAFF_NOTE,
        params: recordParams,
        response: { 200: revisionDetailSchema, ...errors },
      },
    },
    async (request) => getRevision(app.db, request.params.tipo, request.params.id),
  );

  app.post(
    "/admin/revision/:tipo/:id",
    {
      preHandler,
      schema: {
        tags,
        summary: "Aprobar o rechazar un registro",
        description: [
          "`estado`: `aprobado` o `rechazado`; `motivo` es obligatorio para rechazar (422) y llega al transportista como notificación",
          "en su buzón y en su pantalla; el correo (a sus correos marcados para notificar, si no al de su cuenta) solo avisa que hay",
          "una notificación, sin el motivo. 409 si el documento ya fue reemplazado,",
          "y si el registro ya tiene esa decisión (aprobar lo aprobado, rechazar otra vez con el mismo motivo): entonces no se escribe nada.",
          STAFF_NOTE,
        ].join(" "),
        params: recordParams,
        body: decisionBodySchema,
        response: { 200: revisionDetailSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => {
      const { tipo, id } = request.params;
      const staff = request.staff;
      if (!staff) throw new Error("staff guard did not run");
      const record = await decideRevision(app.db, tipo, id, staff.id, request.body);
      // The rejection is served in the box; the mail only says a notice waits there (decision 242).
      if (record.estado === "rechazado") await sendNoticeAlert(app, record.personaId);
      return getRevision(app.db, tipo, id);
    },
  );

  app.get(
    "/admin/documentos/:id/pdf",
    {
      preHandler,
      config: { openapiPdf: { download: true } },
      schema: { tags, summary: "PDF de un documento (consola)", description: PDF_DESCRIPTION, params: rowIdParams("id"), response: errors },
    },
    async (request, reply) => {
      const { file, fileName } = await readDocumentoPdfForStaff(app.db, request.params.id);
      return sendPdf(request, reply, file, fileName);
    },
  );

  app.get(
    "/admin/vehiculos/:id/poliza/pdf",
    {
      preHandler,
      config: { openapiPdf: { download: true } },
      schema: { tags, summary: "PDF de la póliza de un vehículo (consola)", description: PDF_DESCRIPTION, params: rowIdParams("id"), response: errors },
    },
    async (request, reply) => {
      const { file, fileName } = await readPolizaPdfForStaff(app.db, request.params.id);
      return sendPdf(request, reply, file, fileName);
    },
  );

};

export default adminRevisionRoutes;
