import { changePasswordSchema, loginResponseSchema, signupSchema, usuarioSchema } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";
import { z } from "zod";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { assertAcceptablePassword } from "../../lib/passwords";
import { changePassword } from "./change-password";
import { createUsuario } from "./create-usuario";

const usuarioRoutes: PortalModule = async (app, { config }) => {
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
      schema: {
        tags: ["cuenta"],
        summary: "Cambiar la contraseña (sesión iniciada)",
        description: [
          "Mismas reglas que en el registro; `password_confirmation` es opcional y, si se envía, debe coincidir.",
          "Revoca todas las sesiones (refresh tokens) de la cuenta y devuelve una sesión nueva para este cliente.",
        ].join(" "),
        security: [{ bearerAuth: [] }],
        body: changePasswordSchema,
        response: {
          200: loginResponseSchema.extend({ message: z.string() }),
          401: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => ({ message: MSG.passwordChanged, ...(await changePassword(app, request.userId, request.body.password)) }),
  );
};

export default usuarioRoutes;
