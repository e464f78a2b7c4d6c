import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { refresh_token } from "../../db/schema/index";
import { sha256Hex } from "../../lib/secret-tokens";
import { revokeSession } from "../../lib/sessions";

/**
 * Logout: ends the session this refresh token belongs to, so its access tokens stop working at once on
 * every instance. Unknown or already revoked tokens are fine (idempotent).
 */
export async function revokeRefreshToken(app: FastifyInstance, token: string): Promise<void> {
  const [row] = await app.db
    .select({ sesion_id: refresh_token.sesion_id })
    .from(refresh_token)
    .where(eq(refresh_token.token_hash, sha256Hex(token)))
    .limit(1);
  if (row) await app.sessions.revoked(await revokeSession(app.db, row.sesion_id));
}
