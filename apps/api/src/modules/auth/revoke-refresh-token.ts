import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { refresh_token } from "../../db/schema/index";
import { sha256Hex } from "../../lib/secret-tokens";

/** Logout: the refresh token is deleted. Unknown or already revoked tokens are fine (idempotent). */
export async function revokeRefreshToken(db: Db, token: string): Promise<void> {
  await db.delete(refresh_token).where(eq(refresh_token.token_hash, sha256Hex(token)));
}
