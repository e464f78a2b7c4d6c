import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { abogado_auxiliar, documento } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { ownedRow } from "../../lib/ownership";

/** Removes the lawyer and, in the same transaction, the documents uploaded for them. */
export async function deleteAbogado(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(abogado_auxiliar)
      .where(ownedRow(abogado_auxiliar, id, userId))
      .returning({ id: abogado_auxiliar.id });
    if (!deleted) throw notFound();
    await tx.delete(documento).where(and(eq(documento.familia, "abogado_auxiliar"), eq(documento.entidad_id, deleted.id)));
  });
}
