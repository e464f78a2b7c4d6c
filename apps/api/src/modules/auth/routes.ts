import { loginResponseSchema, loginSchema, refreshSchema } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import { keyRateLimit } from "../../lib/key-rate-limit";
import type { PortalModule } from "../../lib/module";
import { authenticate } from "./authenticate";
import { revokeRefreshToken } from "./revoke-refresh-token";
import { rotateRefreshToken } from "./rotate-refresh-token";

const LOGIN_PER_IP = 20;
const LOGIN_PER_NIT = 5;

const authRoutes: PortalModule = async (app) => {
  const perNit = keyRateLimit(app, {
    name: "login-nit",
    max: LOGIN_PER_NIT,
    timeWindow: "1 minute",
    key: (request) => (request.body as { nit: string }).nit,
  });

  app.post(
    "/authenticate",
    {
      config: { rateLimit: { max: LOGIN_PER_IP, timeWindow: "1 minute" } },
      preHandler: [perNit],
      schema: {
        tags: ["cuenta"],
        summary: "Iniciar sesión con NIT y contraseña",
        description: [
          "Devuelve un access_token JWT (15 minutos) y un refresh_token opaco (30 días, de un solo uso).",
          `Un NIT desconocido y una contraseña incorrecta responden el mismo 401. Límite: ${LOGIN_PER_NIT} intentos`,
          `por minuto por NIT y ${LOGIN_PER_IP} por minuto por IP (429 con Retry-After).`,
        ].join(" "),
        body: loginSchema,
        response: { 200: loginResponseSchema, 401: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => authenticate(app, request.body.nit, request.body.password),
  );

  app.post(
    "/refresh",
    {
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["cuenta"],
        summary: "Renovar la sesión",
        description:
          "Cambia un refresh_token por una sesión nueva; el anterior deja de servir. Un token ya usado, revocado, vencido o desconocido responde 401; presentar uno ya usado revoca todas las sesiones de la cuenta.",
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
        description: "Revoca el refresh_token. Idempotente: siempre 200.",
        body: refreshSchema,
        response: { 200: messageSchema, 422: errorSchema },
      },
    },
    async (request) => {
      await revokeRefreshToken(app.db, request.body.refresh_token);
      return { message: MSG.loggedOut };
    },
  );
};

export default authRoutes;
