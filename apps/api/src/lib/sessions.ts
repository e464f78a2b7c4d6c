import type { LoginResponse } from "@portal/domain/auth";
import { and, eq, inArray, isNull, lt, ne, notExists, or, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db, Tx } from "../db/client";
import { refresh_token, sesion } from "../db/schema/index";
import { newSecretToken, sha256Hex } from "./secret-tokens";

/**
 * A session is one signed-in device: a `sesion` row, short-lived JWT access tokens that carry its id
 * (`sid`, checked on every request by plugins/sessions.ts) and an opaque refresh token (256 random
 * bits, only the SHA-256 kept) that lives 30 days and rotates on use within the session.
 */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

type User = { id: number; nit: string };

/** Signs a user in on a new device: a new session and its first token pair. */
export async function openSession(app: FastifyInstance, db: Db | Tx, user: User): Promise<LoginResponse> {
  const [created] = await db.insert(sesion).values({ usuario_id: user.id }).returning({ id: sesion.id });
  return issueTokens(app, db, user, created.id);
}

/** A new token pair inside an existing session (refresh rotation, password change). */
export async function issueTokens(app: FastifyInstance, db: Db | Tx, user: User, sesionId: number): Promise<LoginResponse> {
  const token = newSecretToken(32);
  await db.insert(refresh_token).values({
    usuario_id: user.id,
    sesion_id: sesionId,
    token_hash: sha256Hex(token),
    expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return {
    access_token: app.jwt.sign({ sub: String(user.id), nit: user.nit, sid: sesionId }),
    refresh_token: token,
    user_id: user.id,
  };
}

/**
 * Ends sessions: `revoked_at` is set (their access tokens are refused from then on) and their refresh
 * tokens are deleted. Returns the ids that were live, which the caller hands to
 * `app.sessions.revoked` once the transaction has committed.
 */
async function revokeWhere(db: Db | Tx, where: SQL | undefined): Promise<number[]> {
  const ended = await db
    .update(sesion)
    .set({ revoked_at: new Date() })
    .where(and(where, isNull(sesion.revoked_at)))
    .returning({ id: sesion.id });
  const ids = ended.map((s) => s.id);
  if (ids.length) await db.delete(refresh_token).where(inArray(refresh_token.sesion_id, ids));
  return ids;
}

/** Signs the user out everywhere, or everywhere but the session `keep` (the device changing its password). */
export function revokeAllSessions(db: Db | Tx, userId: number, keep?: number): Promise<number[]> {
  return revokeWhere(db, and(eq(sesion.usuario_id, userId), keep ? ne(sesion.id, keep) : undefined));
}

/** Ends one session (logout). */
export function revokeSession(db: Db | Tx, sesionId: number): Promise<number[]> {
  return revokeWhere(db, eq(sesion.id, sesionId));
}

/**
 * Housekeeping at login: expired refresh tokens carry no information any more; sessions revoked over
 * an hour ago, or left without any refresh token for a day, can no longer have a live access token
 * (15 minutes), and a missing session is refused like a revoked one.
 */
export async function deleteExpiredSessions(db: Db | Tx, userId: number): Promise<void> {
  await db.delete(refresh_token).where(and(eq(refresh_token.usuario_id, userId), lt(refresh_token.expires_at, new Date())));
  await db.delete(sesion).where(
    and(
      eq(sesion.usuario_id, userId),
      or(
        lt(sesion.revoked_at, sql`now() - interval '1 hour'`),
        and(
          lt(sesion.created_at, sql`now() - interval '1 day'`),
          notExists(db.select({ one: sql`1` }).from(refresh_token).where(eq(refresh_token.sesion_id, sesion.id))),
        ),
      ),
    ),
  );
}
