import { ADJUNTOS_MAX, buzonResumenSchema, notificacionDetailSchema, notificacionListSchema, respuestaBodySchema } from "@portal/domain/buzon";
import { rowIdParams } from "@portal/domain/fields";
import { z } from "zod";
import { notificacion } from "../../db/schema/index";
import { uploadBodyLimit } from "../../lib/body-limit";
import { clock } from "../../lib/clock";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { checkAdjuntos } from "../../lib/notices/adjuntos";
import { issueConstanciaNotificacion } from "../../lib/notices/constancia-notificacion";
import { readAdjunto } from "../../lib/notices/read-adjunto";
import { n } from "../../lib/notices/select";
import { actingFor, ownedBy, requireOwned } from "../../lib/ownership";
import { PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { sendPdf } from "../../lib/pdf-download";
import { uploadMaxBytes } from "../../lib/pdf";
import { sendVerifiablePdf } from "../../lib/verifiable-document";
import { answerNotificacion } from "./answer-notificacion";
import { buzonResumen, listBuzon } from "./list-buzon";
import { openNotificacion, readOwnNotificacion } from "./open-notificacion";

const tags = ["buzon"];
const errors = { 401: errorSchema, 404: errorSchema, 422: errorSchema };
const adjuntoParams = z.object({ id: rowIdParams("id").shape.id, adjuntoId: rowIdParams("adjuntoId").shape.adjuntoId });

/** The carrier's electronic notice box (issue 22, decision 240). */
const buzonRoutes: PortalModule = async (app, { config }) => {
  const onRequest = [app.authenticate];
  const maxBytes = uploadMaxBytes(config.UPLOAD_MAX_MB);

  app.get(
    "/buzon",
    {
      onRequest,
      schema: {
        tags,
        summary: "Mi buzón de notificaciones",
        description: `Las notificaciones de la autoridad al transportista por el que se actúa (cabecera X-Actuar-Como), la más reciente primero, con su recepción y su plazo. ${PAGED_LIST_DESCRIPTION}`,
        querystring: pageQuerySchema(),
        response: { 200: notificacionListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      const rows = await listBuzon(app.db, await actingFor(app.db, request, "leer"), limit, cursor, clock.now());
      const { page, next_cursor } = pageOf(request, reply, rows, limit, (row) => [row.id]);
      return { notificaciones: page, next_cursor };
    },
  );

  app.get(
    "/buzon/resumen",
    {
      onRequest,
      schema: { tags, summary: "Notificaciones sin leer y requerimientos por responder", response: { 200: buzonResumenSchema, 401: errorSchema, 404: errorSchema } },
    },
    async (request) => buzonResumen(app.db, await actingFor(app.db, request, "leer")),
  );

  app.get(
    "/buzon/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Abrir una notificación",
        description:
          "La notificación completa. La primera vez que una persona del transportista la abre queda registrada la recepción " +
          "(quién, cuándo y desde qué dirección), una sola vez. Sin abrir, se tiene por notificada a los 10 días de su envío.",
        params: rowIdParams("id"),
        response: { 200: notificacionDetailSchema, ...errors },
      },
    },
    async (request) => ({ notificacion: await openNotificacion(app.db, request.params.id, request.userId, request.ip ?? null, clock.now()) }),
  );

  app.post(
    "/buzon/:id/respuestas",
    {
      onRequest,
      bodyLimit: uploadBodyLimit(config.UPLOAD_MAX_MB) * ADJUNTOS_MAX,
      schema: {
        tags,
        summary: "Responder un requerimiento",
        description:
          `Texto y hasta ${ADJUNTOS_MAX} PDF (data URL) con las revisiones de toda carga (415 si no es un PDF, 413 si excede ${config.UPLOAD_MAX_MB} MB: ` +
          "no se guarda nada). Después del plazo se acepta y queda marcada «fuera de plazo». Un requerimiento cerrado no admite respuestas (409); un aviso, tampoco (422).",
        params: rowIdParams("id"),
        body: respuestaBodySchema,
        response: { 201: notificacionDetailSchema, ...errors, 409: errorSchema, 413: errorSchema, 415: errorSchema },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const { id } = request.params;
      // A role that may not answer is refused before the opening records a receipt.
      await requireOwned(app.db, notificacion, id, request.userId, "escribir");
      await openNotificacion(app.db, id, request.userId, request.ip ?? null, now);
      await answerNotificacion(app.db, id, request.userId, request.body.texto, () => checkAdjuntos(request.body.adjuntos, maxBytes), now);
      return reply.status(201).send({ notificacion: await readOwnNotificacion(app.db, id, request.userId, now) });
    },
  );

  app.get(
    "/buzon/:id/adjuntos/:adjuntoId/pdf",
    {
      onRequest,
      config: { openapiPdf: { download: true } },
      schema: { tags, summary: "PDF adjunto de una notificación o de una respuesta", params: adjuntoParams, response: errors },
    },
    async (request, reply) => {
      const { file, fileName } = await readAdjunto(app.db, request.params.id, request.params.adjuntoId, ownedBy(n.persona_id, request.userId, "leer"));
      return sendPdf(request, reply, file, fileName);
    },
  );

  app.get(
    "/buzon/:id/constancia",
    {
      onRequest,
      config: { openapiPdf: { download: true } },
      schema: {
        tags,
        summary: "Constancia de notificación (PDF)",
        description: "Un PDF nuevo en cada llamada, verificable en `{PUBLIC_URL}/constancia/{codigo}` como la constancia de datos registrados.",
        params: rowIdParams("id"),
        response: errors,
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const detail = await readOwnNotificacion(app.db, request.params.id, request.userId, now);
      const issued = await issueConstanciaNotificacion(app.db, detail, { publicUrl: config.PUBLIC_URL, provider: config.PROVIDER_NAME, por: { usuario_id: request.userId } });
      return sendVerifiablePdf(reply, issued, "constancia-notificacion");
    },
  );
};

export default buzonRoutes;
