import {
  funcionarioSchema,
  staffActivateSchema,
  staffCodeSchema,
  staffLoginSchema,
  staffLoginStepSchema,
  staffRefreshSchema,
  staffSessionSchema,
} from "@portal/domain/staff";
import { MSG } from "@portal/domain/messages";
import { geoOf } from "../../lib/audit-context";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import { keyRateLimit } from "../../lib/key-rate-limit";
import type { PortalModule } from "../../lib/module";
import { activateFuncionario } from "./activate-funcionario";
import { challengeSubject } from "./challenge";
import { finishSignIn } from "./finish-sign-in";
import { getFuncionario } from "./get-funcionario";
import { refreshStaffSession, signOutStaff } from "./refresh-staff-session";
import { startSignIn } from "./start-sign-in";

/** Attempts per address and minute on each sign-in step (any account). */
const SIGN_IN_PER_IP = 20;
/** Attempts per account every 15 minutes: the password step per e-mail, the code step per staff member. */
const ATTEMPTS_PER_ACCOUNT = 10;

/** Staff sign-in (password, then TOTP or a recovery code), sessions and the one-time link to set a password (decision 150). */
const adminAuthRoutes: PortalModule = async (app) => {
  const perEmail = keyRateLimit(app, {
    name: "staff-password",
    max: ATTEMPTS_PER_ACCOUNT,
    timeWindow: "15 minutes",
    key: (request) => (request.body as { email: string }).email,
  });
  const perStaff = keyRateLimit(app, {
    name: "staff-code",
    max: ATTEMPTS_PER_ACCOUNT,
    timeWindow: "15 minutes",
    key: (request) => String(challengeSubject(app, (request.body as { desafio: string }).desafio) ?? "desconocido"),
  });

  app.post(
    "/admin/authenticate",
    {
      config: { staffPublic: true, rateLimit: { max: SIGN_IN_PER_IP, timeWindow: "1 minute" } },
      preHandler: [perEmail],
      schema: {
        tags: ["consola"],
        summary: "Consola: iniciar sesión, paso 1 (correo y contraseña)",
        description: [
          "Con la contraseña correcta responde un `desafio` (10 minutos) para el paso 2, POST /api/admin/authenticate/codigo.",
          "`paso: codigo`: el funcionario ya configuró su aplicación de autenticación. `paso: inscripcion` (primer inicio de sesión):",
          "además el secreto TOTP en base32, el URI otpauth:// y ese URI como código QR (data URL PNG) para escanearlo.",
          "Correo desconocido, sin contraseña aún o contraseña incorrecta: el mismo 401. Funcionario desactivado: 403.",
          `Límites: ${SIGN_IN_PER_IP} intentos por minuto por dirección y ${ATTEMPTS_PER_ACCOUNT} cada 15 minutos por correo (429 con Retry-After).`,
        ].join(" "),
        body: staffLoginSchema,
        response: { 200: staffLoginStepSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => startSignIn(app, request.body),
  );

  app.post(
    "/admin/authenticate/codigo",
    {
      config: { staffPublic: true, rateLimit: { max: SIGN_IN_PER_IP, timeWindow: "1 minute" } },
      preHandler: [perStaff],
      schema: {
        tags: ["consola"],
        summary: "Consola: iniciar sesión, paso 2 (código TOTP o de recuperación)",
        description: [
          "El `desafio` del paso 1 y el `codigo` de 6 dígitos de la aplicación (cada código sirve una sola vez) o un `codigo_recuperacion`",
          "(cada uno sirve una vez). Responde el access_token de la consola (15 minutos; los transportistas no pueden usarlo, ni",
          "la consola el de ellos) y un refresh_token (12 horas). Al confirmar la inscripción responde una sola vez los 10",
          `\`codigos_recuperacion\`. Código incorrecto o ya usado, o desafío vencido: 401. ${ATTEMPTS_PER_ACCOUNT} intentos cada 15 minutos por funcionario.`,
        ].join(" "),
        body: staffCodeSchema,
        response: { 200: staffSessionSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => finishSignIn(app, request.body, { ip: request.ip, geo: geoOf(request) }),
  );

  app.post(
    "/admin/refresh",
    {
      config: { staffPublic: true, rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["consola"],
        summary: "Consola: renovar la sesión",
        description: "Cambia un refresh_token de la consola por un par nuevo de la misma sesión. Usado, vencido, de una sesión cerrada o de un funcionario desactivado: 401. Uno ya usado que vuelve (se filtró) cierra además todas las sesiones del funcionario.",
        body: staffRefreshSchema,
        response: { 200: staffSessionSchema, 401: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => refreshStaffSession(app, request.body.refresh_token),
  );

  app.post(
    "/admin/logout",
    {
      config: { staffPublic: true },
      schema: {
        tags: ["consola"],
        summary: "Consola: cerrar la sesión",
        description: "Termina la sesión del refresh_token: sus tokens dejan de servir de inmediato. Idempotente: siempre 200.",
        body: staffRefreshSchema,
        response: { 200: messageSchema, 422: errorSchema },
      },
    },
    async (request) => {
      await signOutStaff(app, request.body.refresh_token);
      return { message: MSG.loggedOut };
    },
  );

  app.post(
    "/admin/activar",
    {
      config: { staffPublic: true, rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["consola"],
        summary: "Consola: elegir la contraseña con el enlace de un solo uso",
        description: [
          "El `token` del enlace enviado por correo (invitación o `npm run admin:create`, 72 horas, un solo uso) y la contraseña",
          "nueva con las mismas reglas que la de los transportistas (8 a 128 caracteres, no común). Cierra las sesiones abiertas",
          "del funcionario. Enlace inválido, usado o vencido: 422 en `token`.",
        ].join(" "),
        body: staffActivateSchema,
        response: { 200: messageSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await activateFuncionario(app, request.body, { ip: request.ip, geo: geoOf(request) });
      return { message: "Contraseña guardada. Ya puede iniciar sesión en la consola." };
    },
  );

  app.get(
    "/admin/yo",
    {
      schema: {
        tags: ["consola"],
        security: [{ bearerAuth: [] }],
        summary: "El funcionario de la sesión",
        description: "Nombre, correo y rol vigente del funcionario del access_token de la consola. Un token de transportista responde 401.",
        response: { 200: funcionarioSchema, 401: errorSchema },
      },
    },
    async (request) => getFuncionario(app.db, request.staff!.id),
  );
};

export default adminAuthRoutes;
