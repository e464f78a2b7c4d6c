import type { LoginResponse } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { usuario } from "../../db/schema/index";
import { unauthorized } from "../../lib/errors";
import { verifyPassword } from "../../lib/passwords";
import { deleteExpiredSessions, issueSession } from "../../lib/sessions";

/** NIT and password to a new session. An unknown NIT and a wrong password fail alike, in about the same time. */
export async function authenticate(app: FastifyInstance, nit: string, password: string): Promise<LoginResponse> {
  const [user] = await app.db
    .select({ id: usuario.id, nit: usuario.nit, password_hash: usuario.password_hash })
    .from(usuario)
    .where(eq(usuario.nit, nit))
    .limit(1);
  const ok = await verifyPassword(user?.password_hash, password);
  if (!user || !ok) throw unauthorized(MSG.invalidCredentials);
  await deleteExpiredSessions(app.db, user.id);
  return issueSession(app, app.db, user);
}
