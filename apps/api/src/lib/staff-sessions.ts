import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db, Tx } from "../db/client";
import { funcionario_refresh_token, funcionario_sesion } from "../db/schema/index";
import { newSecretToken, sha256Hex } from "./secret-tokens";

/**
 * Staff sessions, apart from the carriers' (decision 150): a `funcionario_sesion` row, 15-minute access
 * tokens with the console's audience that carry its id, and an opaque refresh token that lives 12 hours
 * (a working day) and rotates on use.
 */
/** The audience of staff access tokens; carriers' tokens carry none, and each guard refuses the other's. */
export const STAFF_AUDIENCE = "portal-consola";

export const STAFF_REFRESH_TTL_MS = 12 * 3600 * 1000;

export interface StaffTokens {
  access_token: string;
  refresh_token: string;
  funcionario_id: number;
}

/** Signs a staff member in on a new device; their expired refresh tokens (spent ones included) go. */
export async function openStaffSession(app: FastifyInstance, db: Db | Tx, funcionarioId: number): Promise<StaffTokens> {
  await db
    .delete(funcionario_refresh_token)
    .where(and(eq(funcionario_refresh_token.funcionario_id, funcionarioId), lt(funcionario_refresh_token.expires_at, new Date())));
  const [created] = await db.insert(funcionario_sesion).values({ funcionario_id: funcionarioId }).returning({ id: funcionario_sesion.id });
  return issueStaffTokens(app, db, funcionarioId, created.id);
}

/** A new token pair inside an existing staff session (refresh rotation). */
export async function issueStaffTokens(app: FastifyInstance, db: Db | Tx, funcionarioId: number, sesionId: number): Promise<StaffTokens> {
  const token = newSecretToken(32);
  await db.insert(funcionario_refresh_token).values({
    funcionario_id: funcionarioId,
    sesion_id: sesionId,
    token_hash: sha256Hex(token),
    expires_at: new Date(Date.now() + STAFF_REFRESH_TTL_MS),
  });
  return {
    access_token: app.jwt.sign({ sub: String(funcionarioId), sid: sesionId, aud: STAFF_AUDIENCE }),
    refresh_token: token,
    funcionario_id: funcionarioId,
  };
}

/** Ends staff sessions: access tokens of them are refused from the next request, refresh tokens deleted. */
async function revokeWhere(db: Db | Tx, where: ReturnType<typeof eq>): Promise<void> {
  const ended = await db
    .update(funcionario_sesion)
    .set({ revoked_at: new Date() })
    .where(and(where, isNull(funcionario_sesion.revoked_at)))
    .returning({ id: funcionario_sesion.id });
  const ids = ended.map((s) => s.id);
  if (ids.length) await db.delete(funcionario_refresh_token).where(inArray(funcionario_refresh_token.sesion_id, ids));
}

/** Every session of a staff member (deactivation, a new password). */
export function revokeStaffSessions(db: Db | Tx, funcionarioId: number): Promise<void> {
  return revokeWhere(db, eq(funcionario_sesion.funcionario_id, funcionarioId));
}

/** One staff session (sign-out). */
export function revokeStaffSession(db: Db | Tx, sesionId: number): Promise<void> {
  return revokeWhere(db, eq(funcionario_sesion.id, sesionId));
}
