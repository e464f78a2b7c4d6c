import type { LoginResponse } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { refresh_token, usuario } from "../../db/schema/index";
import { unauthorized } from "../../lib/errors";
import { sha256Hex } from "../../lib/secret-tokens";
import { issueTokens, revokeAllSessions } from "../../lib/sessions";

/**
 * Spends a refresh token and issues a new pair in the same session. The spend is one conditional
 * UPDATE, so two concurrent uses cannot both succeed. Presenting a token that was already spent by
 * rotation means it leaked (or was replayed): every session of that account is revoked, access tokens
 * included. Tokens of ended sessions are gone from the table and simply fail.
 */
export async function rotateRefreshToken(app: FastifyInstance, token: string): Promise<LoginResponse> {
  const hash = sha256Hex(token);
  const outcome = await app.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refresh_token)
      .set({ revoked_at: new Date() })
      .where(and(eq(refresh_token.token_hash, hash), isNull(refresh_token.revoked_at), gt(refresh_token.expires_at, new Date())))
      .returning({ usuario_id: refresh_token.usuario_id, sesion_id: refresh_token.sesion_id });
    if (!spent) return null;
    const [user] = await tx.select({ id: usuario.id, nit: usuario.nit }).from(usuario).where(eq(usuario.id, spent.usuario_id));
    return issueTokens(app, tx, user, spent.sesion_id);
  });
  if (outcome) return outcome;

  const [known] = await app.db
    .select({ usuario_id: refresh_token.usuario_id, revoked_at: refresh_token.revoked_at })
    .from(refresh_token)
    .where(eq(refresh_token.token_hash, hash))
    .limit(1);
  if (known?.revoked_at) await app.sessions.revoked(await revokeAllSessions(app.db, known.usuario_id));
  throw unauthorized(MSG.sessionExpired);
}
