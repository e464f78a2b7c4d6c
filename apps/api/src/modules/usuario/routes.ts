import { changePasswordSchema, loginResponseSchema, signupSchema, usuarioSchema } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";
import { z } from "zod";
import { errorSchema } from "../../lib/error-schema";
import { keyRateLimit } from "../../lib/key-rate-limit";
import type { PortalModule } from "../../lib/module";
import { assertAcceptablePassword } from "../../lib/passwords";
import { changePassword } from "./change-password";
import { createUsuario } from "./create-usuario";

/** Attempts to change the password per account every 15 minutes: each one tests a current password. */
const CHANGE_PASSWORD_PER_ACCOUNT = 5;

const usuarioRoutes: PortalModule = async (app, { config }) => {
  const perAccount = keyRateLimit(app, {
    name: "password-change",
    max: CHANGE_PASSWORD_PER_ACCOUNT,
    timeWindow: "15 minutes",
    key: (request) => String(request.userId),
  });

  app.post(
    "/usuario",
    {
      config: { rateLimit: { max: config.SIGNUP_LIMIT_PER_HOUR, timeWindow: "1 hour" } },
      schema: {
        tags: ["cuenta"],
        summary: "Crear una cuenta (registro)",
        description: [
          "Sin token. NIT válido por módulo 11 (se guarda sin guion y con K mayúscula), correo válido (se guarda en minúsculas),",
          "contraseña de 8 a 128 caracteres que no sea común ni igual al NIT, y la verificación anti-robots en",
          "`g-recaptcha-response` (una solución ALTCHA se acepta una sola vez). Límite: SIGNUP_LIMIT_PER_HOUR registros por hora por IP (20 por omisión).",
        ].join(" "),
        body: signupSchema,
        response: {
          201: z.object({ usuario: usuarioSchema }),
          409: errorSchema.describe("NIT ya registrado"),
          422: errorSchema.describe("Datos inválidos; `errors` por campo"),
          429: errorSchema.describe("Demasiados intentos; ver Retry-After"),
        },
      },
    },
    async (request, reply) => {
      const { nit, email, password } = request.body;
      assertAcceptablePassword(password, nit);
      await app.captcha.require(request.body["g-recaptcha-response"], request.ip);
      const created = await createUsuario(app.db, { nit, email, password });
      return reply.status(201).send({ usuario: created });
    },
  );

  app.post(
    "/usuario/password",
    {
      onRequest: [app.authenticate],
      preHandler: [perAccount],
      schema: {
        tags: ["cuenta"],
        summary: "Cambiar la contraseña (sesión iniciada)",
        description: [
          "Exige la contraseña actual en `password_actual` (sin ella, 422; si no es correcta, 422",
          `"${MSG.currentPasswordWrong}" en ese campo y nada cambia). La nueva, en \`password\`, sigue las reglas del registro;`,
          "`password_confirmation` es opcional y, si se envía, debe coincidir.",
          "Termina de inmediato todas las demás sesiones de la cuenta (sus refresh_token y access_token) y devuelve un par",
          `nuevo de tokens para la sesión de este cliente. Límite: ${CHANGE_PASSWORD_PER_ACCOUNT} intentos por cuenta cada 15 minutos (429).`,
        ].join(" "),
        security: [{ bearerAuth: [] }],
        body: changePasswordSchema,
        response: {
          200: loginResponseSchema.extend({ message: z.string() }),
          401: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => ({ message: MSG.passwordChanged, ...(await changePassword(app, request, request.body)) }),
  );
};

export default usuarioRoutes;
