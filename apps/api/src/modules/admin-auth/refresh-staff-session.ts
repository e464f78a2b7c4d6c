import type { StaffSession } from "@portal/domain/staff";
import { MSG } from "@portal/domain/messages";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { funcionario, funcionario_refresh_token, funcionario_sesion } from "../../db/schema/index";
import { unauthorized } from "../../lib/errors";
import { sha256Hex } from "../../lib/secret-tokens";
import { issueStaffTokens, revokeStaffSession, revokeStaffSessions } from "../../lib/staff-sessions";
import { getFuncionario } from "./get-funcionario";

/**
 * Spends a staff refresh token for a new pair in the same session, while the session is live and the
 * staff member active. The spend is one conditional UPDATE, so two uses cannot both succeed. A token
 * already spent by rotation, presented again, has leaked (or was replayed): every session of that staff
 * member ends, as for carriers (decision 150).
 */
export async function refreshStaffSession(app: FastifyInstance, token: string): Promise<StaffSession> {
  const hash = sha256Hex(token);
  const session = await app.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(funcionario_refresh_token)
      .set({ revoked_at: new Date() })
      .where(
        and(
          eq(funcionario_refresh_token.token_hash, hash),
          isNull(funcionario_refresh_token.revoked_at),
          gt(funcionario_refresh_token.expires_at, new Date()),
        ),
      )
      .returning({ funcionario_id: funcionario_refresh_token.funcionario_id, sesion_id: funcionario_refresh_token.sesion_id });
    if (!spent) return "not-spendable" as const;
    const [live] = await tx
      .select({ id: funcionario_sesion.id })
      .from(funcionario_sesion)
      .innerJoin(funcionario, eq(funcionario.id, funcionario_sesion.funcionario_id))
      .where(and(eq(funcionario_sesion.id, spent.sesion_id), isNull(funcionario_sesion.revoked_at), eq(funcionario.activo, true)));
    if (!live) return "session-ended" as const;
    const tokens = await issueStaffTokens(app, tx, spent.funcionario_id, spent.sesion_id);
    return { access_token: tokens.access_token, refresh_token: tokens.refresh_token, funcionario: await getFuncionario(tx, spent.funcionario_id) };
  });
  if (typeof session === "object") return session;
  if (session === "not-spendable") await endSessionsIfReused(app, hash);
  throw unauthorized(MSG.sessionExpired);
}

/** A token that exists but was already spent by rotation: its staff member's sessions all end. */
async function endSessionsIfReused(app: FastifyInstance, hash: string): Promise<void> {
  const [known] = await app.db
    .select({ funcionario_id: funcionario_refresh_token.funcionario_id, revoked_at: funcionario_refresh_token.revoked_at })
    .from(funcionario_refresh_token)
    .where(eq(funcionario_refresh_token.token_hash, hash))
    .limit(1);
  if (known?.revoked_at) await revokeStaffSessions(app.db, known.funcionario_id);
}

/** Ends the session of a refresh token; unknown tokens are ignored (sign-out always succeeds). */
export async function signOutStaff(app: FastifyInstance, token: string): Promise<void> {
  const [row] = await app.db
    .select({ sesion_id: funcionario_refresh_token.sesion_id })
    .from(funcionario_refresh_token)
    .where(eq(funcionario_refresh_token.token_hash, sha256Hex(token)))
    .limit(1);
  if (row) await revokeStaffSession(app.db, row.sesion_id);
}
