import { z } from "zod";
import type { PortalModule } from "../../lib/module";
import { INSURER_SCOPES, INSURER_TOKEN_TTL_SECONDS, signInsurerToken } from "../../lib/insurer-tokens";
import { authenticateClient, oauthError, presentedCredentials, touchClient } from "./client-credentials";

/** Token requests a minute from one address: a client needs one every few minutes (decision 265). */
export const TOKEN_REQUESTS_PER_MINUTE = 30;

const tokenRequestSchema = z
  .object({
    grant_type: z.string().max(100).optional(),
    scope: z.string().max(500).optional(),
    client_id: z.string().max(200).optional(),
    client_secret: z.string().max(500).optional(),
  })
  .meta({ description: "`application/x-www-form-urlencoded` (RFC 6749) o JSON." });

const tokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
  scope: z.string(),
});

const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string(), message: z.string() });

/**
 * The token endpoint of the insurers' API (decision 261): OAuth 2.0 client credentials (RFC 6749 §4.4),
 * with the client's secret in HTTP Basic (`client_secret_basic`) or in the body (`client_secret_post`).
 */
const tokenRoutes: PortalModule = async (app) => {
  // RFC 6749 §4.4.2: the request is a form. Parsed here only, for this route's plugin.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    "/aseguradoras/oauth/token",
    {
      config: { rateLimit: { max: TOKEN_REQUESTS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        tags: ["aseguradoras"],
        summary: "Obtener un token de acceso (OAuth 2.0, credenciales del cliente)",
        description:
          "`grant_type=client_credentials`; credenciales en `Authorization: Basic` (client_secret_basic) o en el cuerpo (client_secret_post), de una sola forma. " +
          `El token dura ${INSURER_TOKEN_TTL_SECONDS / 60} minutos, tiene la audiencia de las aseguradoras y el alcance \`${INSURER_SCOPES.join(" ")}\`; ` +
          "pida uno nuevo cuando venza (no hay refresh_token). Errores según RFC 6749 §5.2 (`error`, `error_description`): " +
          "401 `invalid_client` (cliente desconocido, secreto incorrecto o cliente revocado: la misma respuesta), 400 `unsupported_grant_type`, `invalid_scope` o `invalid_request`.",
        body: tokenRequestSchema,
        response: { 200: tokenSchema, 400: oauthErrorSchema, 401: oauthErrorSchema },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      if (body.grant_type === undefined) throw oauthError(400, "invalid_request", "Falta grant_type (use client_credentials).");
      if (body.grant_type !== "client_credentials") throw oauthError(400, "unsupported_grant_type", "Solo se admite grant_type=client_credentials.");
      const client = await authenticateClient(app.db, presentedCredentials(request, body));
      const asked = (body.scope ?? "").split(" ").filter(Boolean);
      if (asked.some((s) => !(INSURER_SCOPES as readonly string[]).includes(s))) {
        throw oauthError(400, "invalid_scope", `Alcance no disponible. Alcances de este cliente: ${INSURER_SCOPES.join(" ")}.`);
      }
      const scope = (asked.length > 0 ? [...new Set(asked)] : [...INSURER_SCOPES]).join(" ");
      await touchClient(app.db, client.id);
      return { access_token: signInsurerToken(app, client, scope), token_type: "Bearer" as const, expires_in: INSURER_TOKEN_TTL_SECONDS, scope };
    },
  );
};

export default tokenRoutes;
