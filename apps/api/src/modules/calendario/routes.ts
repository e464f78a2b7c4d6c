import type { FastifyReply } from "fastify";
import { CALENDARIO_MSG, calendarioCreatedSchema, calendarioEstadoSchema } from "@portal/domain/constancia";
import { z } from "zod";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import { notFound } from "../../lib/errors";
import type { PortalModule } from "../../lib/module";
import { actingFor } from "../../lib/ownership";
import { getCalendarioEstado } from "./get-calendario-estado";
import { getCalendarioFeed } from "./get-calendario-feed";
import { regenerateCalendario } from "./regenerate-calendario";
import { revokeCalendario } from "./revoke-calendario";

/** Calendar apps poll every few hours; a person may open the URL a few times. Per IP. */
const FEED_RATE_LIMIT = { max: 60, timeWindow: "1 minute" };
/** New URLs per IP: each one revokes the previous, so this only stops a script. */
const REGENERATE_RATE_LIMIT = { max: 20, timeWindow: "1 hour" };

/** Private: the feed is one carrier's; an hour keeps polling cheap and a revocation soon effective. */
function sendFeed(reply: FastifyReply, feed: string) {
  return reply
    .header("content-type", "text/calendar; charset=utf-8")
    .header("content-disposition", 'inline; filename="vencimientos.ics"')
    .header("cache-control", "private, max-age=3600")
    .header("x-robots-tag", "noindex")
    .send(feed);
}

const calendarioRoutes: PortalModule = async (app, { config }) => {
  const feedOpts = { publicUrl: config.PUBLIC_URL, provider: config.PROVIDER_NAME };

  app.get(
    "/calendario",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["calendario"],
        summary: "Estado de la dirección privada del calendario",
        description: "Si la cuenta tiene una dirección vigente del transportista por el que se actúa (`X-Actuar-Como`) y desde cuándo (la dirección solo se muestra al generarla).",
        response: { 200: calendarioEstadoSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({ calendario: await getCalendarioEstado(app.db, await actingFor(app.db, request, "leer")) }),
  );

  app.post(
    "/calendario",
    {
      onRequest: [app.authenticate],
      config: { rateLimit: REGENERATE_RATE_LIMIT },
      schema: {
        tags: ["calendario"],
        summary: "Generar (o regenerar) la dirección privada del calendario",
        description:
          "Responde una sola vez la dirección iCalendar `{PUBLIC_URL}/api/calendario/{token}.ics` (y su forma webcal://) con los " +
          "vencimientos del transportista por el que se actúa (`X-Actuar-Como`); cada transportista de la cuenta tiene la suya. Solo se guarda el SHA-256 del token. Regenerarla revoca la anterior (404 desde entonces).",
        response: { 201: calendarioCreatedSchema, 401: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const acting = await actingFor(app.db, request, "leer");
      if (!acting) throw notFound("Persona no encontrada.");
      return reply.status(201).send({ calendario: await regenerateCalendario(app.db, acting, config.PUBLIC_URL) });
    },
  );

  app.delete(
    "/calendario",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["calendario"],
        summary: "Revocar la dirección privada del calendario",
        description: "La dirección deja de responder (404). 404 si no había una dirección vigente.",
        response: { 200: messageSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await revokeCalendario(app.db, await actingFor(app.db, request, "leer"));
      return { message: CALENDARIO_MSG.revocado };
    },
  );

  app.get(
    "/calendario/:archivo",
    {
      config: { rateLimit: FEED_RATE_LIMIT },
      schema: {
        tags: ["calendario"],
        summary: "Calendario iCalendar de vencimientos (sin sesión; el token es el secreto)",
        description:
          "text/calendar: un evento de día completo por cada vencimiento futuro y los vencidos en los últimos 90 días, con " +
          `alarmas 30 y 7 días antes. Token desconocido o revocado: 404 «${CALENDARIO_MSG.noEncontrado}». Límite: 60 por minuto y IP.`,
        params: z.object({ archivo: z.string().max(100).meta({ description: "{token}.ics" }) }),
        response: { 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      return sendFeed(reply, await getCalendarioFeed(app.db, request.params.archivo, feedOpts));
    },
  );
};

export default calendarioRoutes;
