import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { abogado_auxiliar, documento } from "../../db/schema/index";
import { notOwned, ownedRow } from "../../lib/ownership";

/** Removes the lawyer and, in the same transaction, the documents uploaded for them. */
export async function deleteAbogado(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(abogado_auxiliar)
      .where(ownedRow(abogado_auxiliar, id, userId, "escribir"))
      .returning({ id: abogado_auxiliar.id });
    if (!deleted) throw await notOwned(tx, abogado_auxiliar, id, userId, "escribir");
    await tx.delete(documento).where(and(eq(documento.familia, "abogado_auxiliar"), eq(documento.entidad_id, deleted.id)));
  });
}
