import {
  ADJUNTOS_MAX,
  cierreBodySchema,
  notificacionBodySchema,
  notificacionCountsSchema,
  notificacionDetailSchema,
  notificacionFiltersSchema,
  notificacionListSchema,
  notificacionThreadSchema,
} from "@portal/domain/buzon";
import { rowIdParams } from "@portal/domain/fields";
import { tipoRevisionField } from "@portal/domain/revision";
import { rolesFrom } from "@portal/domain/staff";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { uploadBodyLimit } from "../../lib/body-limit";
import { clock } from "../../lib/clock";
import { errorSchema } from "../../lib/error-schema";
import { notFound } from "../../lib/errors";
import type { PortalModule } from "../../lib/module";
import { checkAdjuntos } from "../../lib/notices/adjuntos";
import { sendNoticeAlert } from "../../lib/notices/alert";
import { issueConstanciaNotificacion } from "../../lib/notices/constancia-notificacion";
import { readAdjunto } from "../../lib/notices/read-adjunto";
import { selectDetalles } from "../../lib/notices/select";
import { PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { sendPdf } from "../../lib/pdf-download";
import { uploadMaxBytes } from "../../lib/pdf";
import { sendVerifiablePdf } from "../../lib/verifiable-document";
import { findReviewRecord } from "../../lib/find-review-record";
import { closeNotificacion } from "./close-notificacion";
import { countNotificaciones, listNotificaciones } from "./list-notificaciones";
import { sendNotificacion } from "./send-notificacion";

const tags = ["admin"];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
const STAFF_NOTE = "Para revisor, supervisor y administrador.";
const adjuntoParams = z.object({ id: rowIdParams("id").shape.id, adjuntoId: rowIdParams("adjuntoId").shape.adjuntoId });
const recordParams = z.object({ tipo: tipoRevisionField, id: rowIdParams("id").shape.id });

/** The staff side of the notice box (issue 22, decision 240): send, follow, close. */
const adminNotificacionesRoutes: PortalModule = async (app, { config }) => {
  const preHandler = [app.requireStaffRole(...rolesFrom("revisor"))];
  const maxBytes = uploadMaxBytes(config.UPLOAD_MAX_MB);
  const staffOf = (request: { staff?: { id: number } | null }) => {
    if (!request.staff) throw new Error("staff guard did not run");
    return request.staff.id;
  };
  const detail = async (id: number, now: Date) => {
    const [found] = await selectDetalles(app.db, sql`n.id = ${id}`, now, true);
    if (!found) throw notFound("Notificación no encontrada.");
    return found;
  };

  app.post(
    "/admin/transportistas/:personaId/notificaciones",
    {
      preHandler,
      bodyLimit: uploadBodyLimit(config.UPLOAD_MAX_MB) * ADJUNTOS_MAX,
      schema: {
        tags,
        summary: "Enviar una notificación al buzón de un transportista",
        description: [
          "`tipo`: `requerimiento` (con `plazo_dias` hábiles de Guatemala, que corren desde el día siguiente a la notificación) o `aviso`.",
          "Puede referirse a un registro en revisión (`registro_tipo`, `registro_id` del mismo transportista).",
          `Hasta ${ADJUNTOS_MAX} PDF (data URL) con las revisiones de toda carga (415, 413: no se guarda nada).`,
          "Una notificación enviada no se modifica ni se elimina: una corrección es otra notificación. Se avisa por correo que hay una",
          "notificación, sin su contenido.",
          STAFF_NOTE,
        ].join(" "),
        params: rowIdParams("personaId"),
        body: notificacionBodySchema,
        response: { 201: notificacionDetailSchema, ...errors, 413: errorSchema, 415: errorSchema },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const { personaId } = request.params;
      const id = await sendNotificacion(app.db, personaId, staffOf(request), request.body, () => checkAdjuntos(request.body.adjuntos, maxBytes), now);
      await sendNoticeAlert(app, personaId);
      return reply.status(201).send({ notificacion: await detail(id, now) });
    },
  );

  app.post(
    "/admin/revision/:tipo/:id/notificaciones",
    {
      preHandler,
      bodyLimit: uploadBodyLimit(config.UPLOAD_MAX_MB) * ADJUNTOS_MAX,
      schema: {
        tags,
        summary: "Enviar una notificación sobre un registro en revisión",
        description: "Como el envío al transportista, con el registro ya indicado (su transportista es el destinatario). " + STAFF_NOTE,
        params: recordParams,
        body: notificacionBodySchema,
        response: { 201: notificacionDetailSchema, ...errors, 413: errorSchema, 415: errorSchema },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const { tipo, id: registroId } = request.params;
      const record = await findReviewRecord(app.db, tipo, registroId);
      const body = { ...request.body, registro_tipo: tipo, registro_id: registroId };
      const id = await sendNotificacion(app.db, record.personaId, staffOf(request), body, () => checkAdjuntos(body.adjuntos, maxBytes), now);
      await sendNoticeAlert(app, record.personaId);
      return reply.status(201).send({ notificacion: await detail(id, now) });
    },
  );

  app.get(
    "/admin/notificaciones",
    {
      preHandler,
      schema: {
        tags,
        summary: "Notificaciones enviadas",
        description: [
          "La más reciente primero. `filtro`: `sin_leer`, `notificada_por_vencimiento`, `por_responder` (requerimiento abierto sin respuesta),",
          "`vencidas` (además, con el plazo vencido). También `nit` y `registro_tipo` + `registro_id`.",
          PAGED_LIST_DESCRIPTION,
          STAFF_NOTE,
        ].join(" "),
        querystring: pageQuerySchema().extend(notificacionFiltersSchema.shape),
        response: { 200: notificacionListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { limit, cursor, ...filters } = request.query;
      const rows = await listNotificaciones(app.db, filters, limit, cursor, clock.now());
      const { page, next_cursor } = pageOf(request, reply, rows, limit, (row) => [row.id]);
      return { notificaciones: page, next_cursor };
    },
  );

  app.get(
    "/admin/notificaciones/resumen",
    {
      preHandler,
      schema: { tags, summary: "Cuántas notificaciones hay en cada filtro", description: STAFF_NOTE, response: { 200: notificacionCountsSchema, ...errors } },
    },
    async () => ({ notificaciones: await countNotificaciones(app.db, clock.now()) }),
  );

  app.get(
    "/admin/notificaciones/:id",
    {
      preHandler,
      schema: {
        tags,
        summary: "Una notificación con su recepción y sus respuestas",
        description: "Incluye desde qué dirección se abrió. Leerla en la consola no registra recepción. " + STAFF_NOTE,
        params: rowIdParams("id"),
        response: { 200: notificacionDetailSchema, ...errors },
      },
    },
    async (request) => ({ notificacion: await detail(request.params.id, clock.now()) }),
  );

  app.get(
    "/admin/revision/:tipo/:id/notificaciones",
    {
      preHandler,
      schema: {
        tags,
        summary: "Notificaciones y respuestas sobre un registro en revisión",
        description: "El hilo completo del registro, la más reciente primero; 404 si el registro no existe. " + STAFF_NOTE,
        params: recordParams,
        response: { 200: notificacionThreadSchema, ...errors },
      },
    },
    async (request) => {
      const { tipo, id } = request.params;
      // An unknown record is a 404, as in the review itself.
      await findReviewRecord(app.db, tipo, id);
      return { notificaciones: await selectDetalles(app.db, sql`n.registro_tipo = ${tipo} and n.registro_id = ${id}`, clock.now(), true) };
    },
  );

  app.post(
    "/admin/notificaciones/:id/cierre",
    {
      preHandler,
      schema: {
        tags,
        summary: "Cerrar un requerimiento",
        description: "`cierre`: `atendido` o `no_atendido`. Una sola vez (409 si ya está cerrado); un aviso no se cierra (422). " + STAFF_NOTE,
        params: rowIdParams("id"),
        body: cierreBodySchema,
        response: { 200: notificacionDetailSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => {
      const now = clock.now();
      await closeNotificacion(app.db, request.params.id, staffOf(request), request.body.cierre, now);
      return { notificacion: await detail(request.params.id, now) };
    },
  );

  app.get(
    "/admin/notificaciones/:id/adjuntos/:adjuntoId/pdf",
    {
      preHandler,
      config: { openapiPdf: { download: true } },
      schema: { tags, summary: "PDF adjunto de una notificación o de una respuesta (consola)", description: STAFF_NOTE, params: adjuntoParams, response: errors },
    },
    async (request, reply) => {
      const { file, fileName } = await readAdjunto(app.db, request.params.id, request.params.adjuntoId);
      return sendPdf(request, reply, file, fileName);
    },
  );

  app.get(
    "/admin/notificaciones/:id/constancia",
    {
      preHandler,
      config: { openapiPdf: { download: true } },
      schema: {
        tags,
        summary: "Constancia de notificación (PDF, consola)",
        description: "Un PDF nuevo en cada llamada, verificable en `{PUBLIC_URL}/constancia/{codigo}`. " + STAFF_NOTE,
        params: rowIdParams("id"),
        response: errors,
      },
    },
    async (request, reply) => {
      const n = await detail(request.params.id, clock.now());
      const issued = await issueConstanciaNotificacion(app.db, n, { publicUrl: config.PUBLIC_URL, provider: config.PROVIDER_NAME, por: { funcionario_id: staffOf(request) } });
      return sendVerifiablePdf(reply, issued, "constancia-notificacion");
    },
  );
};

export default adminNotificacionesRoutes;
