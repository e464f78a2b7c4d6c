import type { LoginResponse } from "@portal/domain/auth";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { usuario } from "../../db/schema/index";
import { unauthorized } from "../../lib/errors";
import { assertAcceptablePassword, hashPassword } from "../../lib/passwords";
import { issueSession, revokeAllSessions } from "../../lib/sessions";

/**
 * Sets a new password, signs the account out everywhere (every refresh token revoked) and hands
 * this client a fresh session, so only the device that changed the password stays signed in.
 */
export async function changePassword(app: FastifyInstance, userId: number, password: string): Promise<LoginResponse> {
  const [user] = await app.db.select({ id: usuario.id, nit: usuario.nit }).from(usuario).where(eq(usuario.id, userId)).limit(1);
  if (!user) throw unauthorized();
  assertAcceptablePassword(password, user.nit);
  const password_hash = await hashPassword(password);
  return app.db.transaction(async (tx) => {
    await tx.update(usuario).set({ password_hash, updated_at: new Date() }).where(eq(usuario.id, user.id));
    await revokeAllSessions(tx, user.id);
    return issueSession(app, tx, user);
  });
}
