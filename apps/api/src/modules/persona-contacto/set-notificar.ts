import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { persona_direccion, persona_email, persona_telefono } from "../../db/schema/index";
import { notOwned, ownedRow } from "../../lib/ownership";

export type ContactTable = typeof persona_direccion | typeof persona_email | typeof persona_telefono;

/** The edit of an address, e-mail or phone: only `notificar` changes. 404 when not the caller's. */
export async function setNotificar(db: Db, table: ContactTable, id: number, userId: number, notificar: boolean) {
  const updated = await db
    .update(table)
    .set({ notificar, updated_at: sql`now()` })
    .where(ownedRow(table, id, userId, "escribir"))
    .returning({ id: table.id });
  if (updated.length === 0) throw await notOwned(db, table, id, userId, "escribir");
}
