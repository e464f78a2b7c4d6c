import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { calendario } from "../../db/schema/index";
import type { Acting } from "../../lib/ownership";
import { newSecretToken, sha256Hex } from "../../lib/secret-tokens";
import { calendarioUrls } from "./calendario-url";

/**
 * Creates the account's feed token of the acting carrier, or replaces it: only its hash is kept, so the URL is answered this
 * once, and the previous URL stops answering in the same statement (decision 172).
 */
export async function regenerateCalendario(db: Db, acting: Acting, publicUrl: string) {
  const token = newSecretToken(32);
  const token_hash = sha256Hex(token);
  await db
    .insert(calendario)
    .values({ usuario_id: acting.userId, persona_id: acting.personaId, token_hash })
    .onConflictDoUpdate({ target: [calendario.usuario_id, calendario.persona_id], set: { token_hash, created_at: sql`now()` } });
  return calendarioUrls(publicUrl, token);
}
