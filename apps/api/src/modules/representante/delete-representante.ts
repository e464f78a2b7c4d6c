import type { Db } from "../../db/client";
import { representante } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { ownedRow } from "../../lib/ownership";

/** Deletes one of the caller's representatives; 404 otherwise. */
export async function deleteRepresentante(db: Db, id: number, userId: number) {
  const deleted = await db.delete(representante).where(ownedRow(representante, id, userId)).returning({ id: representante.id });
  if (deleted.length === 0) throw notFound();
}
