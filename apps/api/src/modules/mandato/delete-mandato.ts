import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documento, mandato } from "../../db/schema/index";
import { notOwned, ownedRow } from "../../lib/ownership";

/** Removes the mandatario and, in the same transaction, the documents uploaded for it. */
export async function deleteMandato(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(mandato).where(ownedRow(mandato, id, userId, "escribir")).returning({ id: mandato.id });
    if (!deleted) throw await notOwned(tx, mandato, id, userId, "escribir");
    await tx.delete(documento).where(and(eq(documento.familia, "mandato"), eq(documento.entidad_id, deleted.id)));
  });
}
