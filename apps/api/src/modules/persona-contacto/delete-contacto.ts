import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { ownedRow } from "../../lib/ownership";
import type { ContactTable } from "./set-notificar";

/** Deletes an address, e-mail or phone of the caller; 404 when not the caller's. */
export async function deleteContacto(db: Db, table: ContactTable, id: number, userId: number) {
  const deleted = await db.delete(table).where(ownedRow(table, id, userId)).returning({ id: table.id });
  if (deleted.length === 0) throw notFound();
}
