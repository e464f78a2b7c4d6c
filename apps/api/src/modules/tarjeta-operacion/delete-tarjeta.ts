import { TARJETA_MSG } from "@portal/domain/tarjeta-operacion";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tarjeta_operacion, vehiculo } from "../../db/schema/index";
import { conflict } from "../../lib/errors";
import { ownedRow, requireOwned } from "../../lib/ownership";

/**
 * Deletes a card of the caller. Refused (409) while vehicles hang from it (docs/decisions/020); the
 * foreign key stays the last guard against a concurrent insert.
 */
export async function deleteTarjeta(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    await requireOwned(tx, tarjeta_operacion, id, userId, "escribir");
    const [child] = await tx.select({ id: vehiculo.id }).from(vehiculo).where(eq(vehiculo.tarjeta_operacion_id, id)).limit(1);
    if (child) throw conflict(TARJETA_MSG.hasVehiculos);
    await tx.delete(tarjeta_operacion).where(ownedRow(tarjeta_operacion, id, userId, "escribir"));
  });
}
