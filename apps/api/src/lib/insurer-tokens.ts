import { randomUUID } from "node:crypto";
import { SCOPE_REPORTAR } from "@portal/domain/poliza-reportada";
import type { FastifyInstance } from "fastify";

/**
 * Access tokens of the insurers' API clients (decision 261): their own audience, so neither the carriers'
 * guard (which refuses any audience) nor the console's (which wants its own) lets them in, and the
 * insurers' guard refuses every other token.
 */
export const INSURER_AUDIENCE = "portal-aseguradoras";
export const INSURER_TOKEN_TTL_SECONDS = 600;
/** What a client may ask for; a request without `scope` gets all of it. */
export const INSURER_SCOPES = [SCOPE_REPORTAR] as const;

export type InsurerClaims = { sub: string; aud: string; cid: number; aid: number; scope: string; jti: string };

export function signInsurerToken(app: FastifyInstance, client: { id: number; client_id: string; aseguradora_id: number }, scope: string): string {
  const claims: InsurerClaims = { sub: client.client_id, aud: INSURER_AUDIENCE, cid: client.id, aid: client.aseguradora_id, scope, jti: randomUUID() };
  return app.jwt.sign(claims, { expiresIn: INSURER_TOKEN_TTL_SECONDS });
}
