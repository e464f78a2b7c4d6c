import { forgotSchema, resetSchema } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import { keyRateLimit } from "../../lib/key-rate-limit";
import type { PortalModule } from "../../lib/module";
import { assertAcceptablePassword } from "../../lib/passwords";
import { RESET_TOKEN_MINUTES, requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";

const passwordRoutes: PortalModule = async (app, { config }) => {
  const perNit = keyRateLimit(app, {
    name: "reset-nit",
    max: 3,
    timeWindow: "15 minutes",
    key: (request) => (request.body as { nit: string }).nit,
  });

  app.post(
    "/password/email/nit",
    {
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
      preHandler: [perNit],
      schema: {
        tags: ["cuenta"],
        summary: "Pedir el correo para restablecer la contraseña",
        description: [
          "Responde lo mismo exista o no una cuenta con ese NIT y correo. Si existe, envía un enlace",
          `{PUBLIC_URL}/form/reset?token=…&email=<correo en base64> que vence en ${RESET_TOKEN_MINUTES} minutos y sirve una vez;`,
          "un enlace nuevo anula los anteriores. Límite: 3 por NIT y 10 por IP cada 15 minutos.",
        ].join(" "),
        body: forgotSchema,
        response: { 200: messageSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(app, config, request.body);
      return { message: MSG.resetMailSent };
    },
  );

  app.post(
    "/password/reset",
    {
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
      schema: {
        tags: ["cuenta"],
        summary: "Restablecer la contraseña con el enlace del correo",
        description: [
          "El token debe ser de la cuenta con ese NIT y correo, no usado y no vencido; si no, 422",
          `"${MSG.resetFailed}" en \`token\`. Las contraseñas deben coincidir y cumplir las reglas del registro.`,
          "Al restablecer terminan de inmediato todas las sesiones de la cuenta (refresh_token y access_token) y se olvidan",
          "los inicios de sesión fallidos del NIT.",
        ].join(" "),
        body: resetSchema,
        response: { 200: messageSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      assertAcceptablePassword(request.body.password, request.body.nit);
      await resetPassword(app, request.body);
      return { message: MSG.resetDone };
    },
  );
};

export default passwordRoutes;
