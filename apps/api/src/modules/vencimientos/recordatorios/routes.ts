import { z } from "zod";
import { bajaAnswerSchema, RECORDATORIO_MSG, recordatoriosUpdateSchema } from "@portal/domain/vencimiento";
import { idParam } from "@portal/domain/fields";
import { errorSchema, messageSchema } from "../../../lib/error-schema";
import type { PortalModule } from "../../../lib/module";
import { setRecordatorios } from "./set-recordatorios";
import { unsubscribe } from "./unsubscribe";

const recordatorioRoutes: PortalModule = async (app, { config }) => {
  // RFC 8058: mail clients POST "List-Unsubscribe=One-Click" as a form; the token in the path is all that counts.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  app.post(
    "/recordatorios/baja/:token",
    {
      config: { rateLimit: { max: 30, timeWindow: "15 minutes" } },
      schema: {
        tags: ["recordatorios"],
        summary: "Dejar de recibir recordatorios (enlace del correo, sin sesión)",
        description:
          "El token firmado del enlace de cada recordatorio nombra la dirección; la desactiva y responde cuál. " +
          "También es el destino de `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058). 404 si el token no es válido.",
        params: z.object({ token: z.string().max(200) }),
        response: { 200: bajaAnswerSchema, 404: errorSchema },
      },
    },
    async (request) => ({ message: RECORDATORIO_MSG.baja, email: await unsubscribe(app.db, request.params.token) }),
  );

  // A mail client without RFC 8058 opens the List-Unsubscribe address in a browser: send it to the page.
  app.get(
    "/recordatorios/baja/:token",
    {
      schema: {
        tags: ["recordatorios"],
        summary: "Página del enlace para dejar de recibir recordatorios",
        description: "Redirige (303) a la página web del enlace, que hace el POST; un GET no cambia nada.",
        params: z.object({ token: z.string().max(200) }),
      },
    },
    async (request, reply) => reply.redirect(`${config.PUBLIC_URL}/recordatorios/baja/${encodeURIComponent(request.params.token)}`, 303),
  );

  app.put(
    "/persona_email/:id/recordatorios",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["recordatorios"],
        summary: "Recibir o no recordatorios en un correo",
        description: "Cambia solo `recordatorios` del correo (los recordatorios van a los correos con `notificar`).",
        params: idParam,
        body: recordatoriosUpdateSchema,
        response: { 200: messageSchema, 401: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      await setRecordatorios(app.db, request.params.id, request.userId, request.body.recordatorios);
      return { message: request.body.recordatorios ? RECORDATORIO_MSG.activados : RECORDATORIO_MSG.desactivados };
    },
  );
};

export default recordatorioRoutes;
