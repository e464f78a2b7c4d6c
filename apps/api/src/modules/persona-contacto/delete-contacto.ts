import type { Db } from "../../db/client";
import { notOwned, ownedRow } from "../../lib/ownership";
import type { ContactTable } from "./set-notificar";

/** Deletes an address, e-mail or phone of the caller; 404 when not the caller's. */
export async function deleteContacto(db: Db, table: ContactTable, id: number, userId: number) {
  const deleted = await db.delete(table).where(ownedRow(table, id, userId, "escribir")).returning({ id: table.id });
  if (deleted.length === 0) throw await notOwned(db, table, id, userId, "escribir");
}
