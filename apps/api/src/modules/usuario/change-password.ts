import type { ChangePasswordInput, LoginResponse } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { refresh_token, usuario } from "../../db/schema/index";
import { invalidField, unauthorized } from "../../lib/errors";
import { assertAcceptablePassword, hashPassword, verifyPassword } from "../../lib/passwords";
import { issueTokens, revokeAllSessions } from "../../lib/sessions";

/**
 * Sets a new password once the current one is confirmed (a stolen access token alone cannot change
 * it), ends every other session of the account at once, and hands this device a new token pair in its
 * own session, so only the device that changed the password stays signed in.
 */
export async function changePassword(
  app: FastifyInstance,
  caller: { userId: number; sessionId: number },
  input: Pick<ChangePasswordInput, "password_actual" | "password">,
): Promise<LoginResponse> {
  const [user] = await app.db
    .select({ id: usuario.id, nit: usuario.nit, password_hash: usuario.password_hash })
    .from(usuario)
    .where(eq(usuario.id, caller.userId))
    .limit(1);
  if (!user) throw unauthorized();
  assertAcceptablePassword(input.password, user.nit);
  if (!(await verifyPassword(user.password_hash, input.password_actual))) {
    throw invalidField("password_actual", MSG.currentPasswordWrong);
  }
  const password_hash = await hashPassword(input.password);
  const { tokens, ended } = await app.db.transaction(async (tx) => {
    await tx.update(usuario).set({ password_hash, updated_at: new Date() }).where(eq(usuario.id, user.id));
    const ended = await revokeAllSessions(tx, user.id, caller.sessionId);
    // This session's earlier refresh tokens go too: only the pair answered now continues it.
    await tx.delete(refresh_token).where(eq(refresh_token.sesion_id, caller.sessionId));
    return { tokens: await issueTokens(app, tx, user, caller.sessionId), ended };
  });
  await app.sessions.revoked(ended);
  return tokens;
}
