import { loginErrorSchema, loginResponseSchema, loginSchema, refreshSchema } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import { CAPTCHA_AFTER_FAILURES, FAILURES_PER_ADDRESS, LOGIN_WINDOW_MINUTES } from "../../lib/login-failures";
import type { PortalModule } from "../../lib/module";
import { authenticate } from "./authenticate";
import { revokeRefreshToken } from "./revoke-refresh-token";
import { rotateRefreshToken } from "./rotate-refresh-token";

const LOGIN_PER_IP = 20;

const authRoutes: PortalModule = async (app) => {
  app.post(
    "/authenticate",
    {
      config: { rateLimit: { max: LOGIN_PER_IP, timeWindow: "1 minute" } },
      schema: {
        tags: ["cuenta"],
        summary: "Iniciar sesión con NIT y contraseña",
        description: [
          "Devuelve un access_token JWT (15 minutos, lleva el id de sesión `sid`) y un refresh_token opaco (30 días, de un solo uso).",
          "Un NIT desconocido y una contraseña incorrecta responden el mismo 401.",
          `Límites, contando los intentos fallidos de los últimos ${LOGIN_WINDOW_MINUTES} minutos:`,
          `tras ${CAPTCHA_AFTER_FAILURES} fallos para un NIT (desde cualquier dirección) el inicio de sesión exige la verificación`,
          "anti-robots en `g-recaptcha-response` (ALTCHA o reCAPTCHA, como en el registro): sin ella responde 401",
          `"${MSG.loginCaptchaRequired}" y con una inválida 422 en ese campo, ambos con \`captcha_requerido: true\`, que también`,
          "acompaña al 401 de credenciales en cuanto se alcanza el umbral; el titular sigue entrando al resolverla.",
          `Tras ${FAILURES_PER_ADDRESS} fallos para un NIT desde una misma dirección, esa dirección recibe 429 con Retry-After hasta`,
          `que el fallo más antiguo salga de la ventana; además, ${LOGIN_PER_IP} intentos por minuto por dirección para cualquier NIT (429).`,
          "Un inicio de sesión correcto borra los fallos de su dirección; restablecer la contraseña borra todos los del NIT.",
        ].join(" "),
        body: loginSchema,
        response: { 200: loginResponseSchema, 401: loginErrorSchema, 422: loginErrorSchema, 429: loginErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await authenticate(app, request.body, request.ip);
      if ("session" in outcome) return outcome.session;
      const { status, body, headers } = outcome.refused;
      return reply.status(status).headers(headers ?? {}).send(body);
    },
  );

  app.post(
    "/refresh",
    {
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["cuenta"],
        summary: "Renovar la sesión",
        description:
          "Cambia un refresh_token por un par nuevo de la misma sesión; el anterior deja de servir. Un token ya usado, revocado, vencido o desconocido responde 401; presentar uno ya usado revoca todas las sesiones de la cuenta, también sus access_token.",
        body: refreshSchema,
        response: { 200: loginResponseSchema, 401: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => rotateRefreshToken(app, request.body.refresh_token),
  );

  app.post(
    "/logout",
    {
      schema: {
        tags: ["cuenta"],
        summary: "Cerrar la sesión",
        description: [
          "Termina la sesión del refresh_token: el refresh_token y los access_token de esa sesión dejan de servir de inmediato",
          "en todas las instancias (con Redis; sin Redis, las demás instancias a más tardar en SESSION_CACHE_SECONDS). Las demás",
          "sesiones de la cuenta siguen. Idempotente: siempre 200.",
        ].join(" "),
        body: refreshSchema,
        response: { 200: messageSchema, 422: errorSchema },
      },
    },
    async (request) => {
      await revokeRefreshToken(app, request.body.refresh_token);
      return { message: MSG.loggedOut };
    },
  );
};

export default authRoutes;
