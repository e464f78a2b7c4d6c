import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { persona_email } from "../../../db/schema/index";
import { notOwned, ownedRow } from "../../../lib/ownership";

/** The e-mails screen's "Recibir recordatorios" switch of one of the caller's e-mails; 404 when not theirs. */
export async function setRecordatorios(db: Db, id: number, userId: number, recordatorios: boolean): Promise<void> {
  const updated = await db
    .update(persona_email)
    .set({ recordatorios, updated_at: sql`now()` })
    .where(ownedRow(persona_email, id, userId, "escribir"))
    .returning({ id: persona_email.id });
  if (updated.length === 0) throw await notOwned(db, persona_email, id, userId, "escribir");
}
