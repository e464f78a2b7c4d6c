import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { vehiculo } from "../../db/schema/index";
import { notOwned, ownedRow } from "../../lib/ownership";
import { revokeVehiculoValidaciones } from "../../lib/revoke-vehiculo-validaciones";

/**
 * Deletes a vehicle of the caller. Its policy goes with it (cascade); its QR codes are revoked in the
 * same transaction and stay, detached, answering REVOCADO (docs/decisions/021, 071).
 */
export async function deleteVehiculo(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [owned] = await tx.select({ id: vehiculo.id }).from(vehiculo).where(ownedRow(vehiculo, id, userId, "escribir")).for("update");
    if (!owned) throw await notOwned(tx, vehiculo, id, userId, "escribir");
    await revokeVehiculoValidaciones(tx, owned.id, "VEHICULO_ELIMINADO");
    await tx.delete(vehiculo).where(eq(vehiculo.id, owned.id));
  });
}
