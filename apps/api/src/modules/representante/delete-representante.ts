import type { Db } from "../../db/client";
import { representante } from "../../db/schema/index";
import { notOwned, ownedRow } from "../../lib/ownership";

/** Deletes one of the caller's representatives; 404 otherwise. */
export async function deleteRepresentante(db: Db, id: number, userId: number) {
  const deleted = await db.delete(representante).where(ownedRow(representante, id, userId, "escribir")).returning({ id: representante.id });
  if (deleted.length === 0) throw await notOwned(db, representante, id, userId, "escribir");
}
