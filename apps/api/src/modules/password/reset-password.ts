import { MSG } from "@portal/domain/messages";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { password_reset, usuario } from "../../db/schema/index";
import { invalidField } from "../../lib/errors";
import { clearLoginFailures } from "../../lib/login-failures";
import { hashPassword } from "../../lib/passwords";
import { sha256Hex } from "../../lib/secret-tokens";
import { revokeAllSessions } from "../../lib/sessions";

/**
 * Spends a reset token of the account with that NIT and e-mail (unused, unexpired) and sets the new
 * password, in one transaction that also ends every session (access tokens included, at once) and
 * forgets the NIT's failed logins. Any mismatch is the same 422.
 */
export async function resetPassword(app: FastifyInstance, input: { nit: string; email: string; token: string; password: string }): Promise<void> {
  const db = app.db;
  const password_hash = await hashPassword(input.password);
  const account = db
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.nit, input.nit), eq(usuario.email, input.email)));
  const ended = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(password_reset)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(password_reset.token_hash, sha256Hex(input.token)),
          isNull(password_reset.used_at),
          gt(password_reset.expires_at, new Date()),
          inArray(password_reset.usuario_id, account),
        ),
      )
      .returning({ usuario_id: password_reset.usuario_id });
    if (!spent) throw invalidField("token", MSG.resetFailed);
    await tx.update(usuario).set({ password_hash, updated_at: new Date() }).where(eq(usuario.id, spent.usuario_id));
    await clearLoginFailures(tx, input.nit);
    return revokeAllSessions(tx, spent.usuario_id);
  });
  await app.sessions.revoked(ended);
}
