import { CONSTANCIA_MSG, constanciaParamsSchema, constanciaVerificacionResponseSchema } from "@portal/domain/constancia";
import { errorSchema } from "../../lib/error-schema";
import { unprocessable } from "../../lib/errors";
import { keyRateLimit } from "../../lib/key-rate-limit";
import { actingFor } from "../../lib/ownership";
import { sendVerifiablePdf } from "../../lib/verifiable-document";
import type { PortalModule } from "../../lib/module";
import { issueConstancia } from "./issue-constancia";
import { verifyConstancia } from "./verify-constancia";

/** Certificates per account and hour: each one reads all the carrier's data and prints it (seconds for a large fleet). */
const ISSUE_PER_ACCOUNT_PER_HOUR = 10;
/** Public checks per minute and IP: plenty for a person checking a paper, too few to walk codes. */
const VERIFY_RATE_LIMIT = { max: 30, timeWindow: "1 minute" };

const constanciaRoutes: PortalModule = async (app, { config }) => {
  const perAccount = keyRateLimit(app, {
    name: "constancia",
    max: ISSUE_PER_ACCOUNT_PER_HOUR,
    timeWindow: "1 hour",
    key: (request) => String(request.userId),
  });

  app.get(
    "/constancia",
    {
      onRequest: [app.authenticate],
      preHandler: [perAccount],
      schema: {
        tags: ["constancia"],
        summary: "Descargar la constancia de datos registrados (PDF)",
        description:
          "Un PDF nuevo en cada llamada (application/pdf, adjunto) con el transportista, sus licencias, tarjetas, vehículos con placa y " +
          "vigencia de la póliza, pilotos y representantes del transportista por el que se actúa (`X-Actuar-Como`), la fecha y hora de emisión, un código y un QR que abre " +
          "`{PUBLIC_URL}/constancia/{codigo}`. El código va también en la cabecera `X-Constancia-Codigo`. Se guarda el SHA-256 " +
          `de los bytes para verificarlo. 422 si la cuenta no tiene perfil. Límite: ${ISSUE_PER_ACCOUNT_PER_HOUR} por hora y cuenta.`,
        response: { 401: errorSchema, 404: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const acting = await actingFor(app.db, request, "leer");
      const issued = await issueConstancia(app.db, acting, { publicUrl: config.PUBLIC_URL, provider: config.PROVIDER_NAME });
      if (!issued) throw unprocessable(CONSTANCIA_MSG.sinPerfil);
      return sendVerifiablePdf(reply, issued, "constancia");
    },
  );

  app.get(
    "/constancias/:codigo",
    {
      config: { rateLimit: VERIFY_RATE_LIMIT },
      schema: {
        tags: ["constancia"],
        summary: "Verificación pública de una constancia (sin sesión)",
        description:
          "A quién y cuándo se emitió, un resumen de lo que certificó y el SHA-256 de los bytes del PDF emitido: un archivo es " +
          `genuino e inalterado si su SHA-256 es ese. Código desconocido: 404 «${CONSTANCIA_MSG.noEncontrada}». Límite: 30 consultas por minuto y IP.`,
        params: constanciaParamsSchema,
        response: { 200: constanciaVerificacionResponseSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { constancia: await verifyConstancia(app.db, request.params.codigo) };
    },
  );
};

export default constanciaRoutes;
