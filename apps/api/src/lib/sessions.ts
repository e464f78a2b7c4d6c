import type { LoginResponse } from "@portal/domain/auth";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db, Tx } from "../db/client";
import { refresh_token } from "../db/schema/index";
import { newSecretToken, sha256Hex } from "./secret-tokens";

/**
 * A session is a short-lived JWT access token plus an opaque refresh token (256 random bits),
 * of which the database keeps only the SHA-256. Refresh tokens live 30 days and are rotated on use.
 */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

export async function issueSession(app: FastifyInstance, db: Db | Tx, user: { id: number; nit: string }): Promise<LoginResponse> {
  const token = newSecretToken(32);
  await db.insert(refresh_token).values({
    usuario_id: user.id,
    token_hash: sha256Hex(token),
    expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return {
    access_token: app.jwt.sign({ sub: String(user.id), nit: user.nit }),
    refresh_token: token,
    user_id: user.id,
  };
}

/**
 * Signs the user out everywhere. Revoked sessions are deleted; `revoked_at` is kept only on tokens
 * spent by rotation, so that presenting one of those again can be recognised as a replay.
 */
export async function revokeAllSessions(db: Db | Tx, userId: number): Promise<void> {
  await db.delete(refresh_token).where(eq(refresh_token.usuario_id, userId));
}

/** Housekeeping: expired refresh tokens of the user carry no information any more. */
export async function deleteExpiredSessions(db: Db | Tx, userId: number): Promise<void> {
  await db.delete(refresh_token).where(and(eq(refresh_token.usuario_id, userId), lt(refresh_token.expires_at, new Date())));
}
