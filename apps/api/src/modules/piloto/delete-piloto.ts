import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documento, piloto } from "../../db/schema/index";
import { notOwned, ownedRow } from "../../lib/ownership";

/** Removes the pilot, its emergency contacts (foreign-key cascade) and its documents, in one transaction. */
export async function deletePiloto(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(piloto).where(ownedRow(piloto, id, userId, "escribir")).returning({ id: piloto.id });
    if (!deleted) throw await notOwned(tx, piloto, id, userId, "escribir");
    await tx.delete(documento).where(and(eq(documento.familia, "piloto"), eq(documento.entidad_id, deleted.id)));
  });
}
