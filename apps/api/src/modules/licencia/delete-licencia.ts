import { LICENCIA_MSG } from "@portal/domain/licencia";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { licencia, tarjeta_operacion } from "../../db/schema/index";
import { conflict } from "../../lib/errors";
import { ownedRow, requireOwned } from "../../lib/ownership";

/**
 * Deletes a licence of the caller. Refused (409) while it has operation cards: the carrier removes
 * them first (docs/decisions/020). The foreign key stays the last guard against a concurrent insert.
 */
export async function deleteLicencia(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    await requireOwned(tx, licencia, id, userId, "escribir");
    const [card] = await tx.select({ id: tarjeta_operacion.id }).from(tarjeta_operacion).where(eq(tarjeta_operacion.licencia_id, id)).limit(1);
    if (card) throw conflict(LICENCIA_MSG.hasTarjetas);
    await tx.delete(licencia).where(ownedRow(licencia, id, userId, "escribir"));
  });
}
