import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { password_reset, usuario } from "../../db/schema/index";
import { newSecretToken, sha256Hex } from "../../lib/secret-tokens";
import { resetLink, resetMail } from "./reset-mail";

export const RESET_TOKEN_MINUTES = 60;

/**
 * When the NIT and e-mail belong to one account: a new single-use token (128 random bits, kept as
 * SHA-256) replaces any unused one, and the link is mailed. The caller answers the same either way;
 * the mail goes out in the background so the answer time does not tell whether the account exists.
 */
export async function requestPasswordReset(app: FastifyInstance, config: Config, input: { nit: string; email: string }): Promise<void> {
  const [user] = await app.db
    .select({ id: usuario.id, nit: usuario.nit, email: usuario.email })
    .from(usuario)
    .where(and(eq(usuario.nit, input.nit), eq(usuario.email, input.email)))
    .limit(1);
  if (!user) return;

  const token = newSecretToken(16);
  const expiresAt = new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000);
  await app.db.transaction(async (tx) => {
    await tx.delete(password_reset).where(and(eq(password_reset.usuario_id, user.id), isNull(password_reset.used_at)));
    await tx.insert(password_reset).values({ usuario_id: user.id, token_hash: sha256Hex(token), expires_at: expiresAt });
  });

  const mail = resetMail(config, user, resetLink(config.PUBLIC_URL, token, user.email), expiresAt, RESET_TOKEN_MINUTES);
  app.mailer.send(mail).catch((err) => app.log.error({ err, usuario_id: user.id }, "password reset mail could not be sent"));
}
