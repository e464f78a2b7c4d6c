import type { Db } from "../../db/client";
import { vehiculo } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { ownedRow } from "../../lib/ownership";

/**
 * Deletes a vehicle of the caller. Its policy goes with it (cascade); its QR codes stay, detached, and
 * the public check answers REVOCADO for them (docs/decisions/021).
 */
export async function deleteVehiculo(db: Db, id: number, userId: number) {
  const deleted = await db.delete(vehiculo).where(ownedRow(vehiculo, id, userId)).returning({ id: vehiculo.id });
  if (deleted.length === 0) throw notFound();
}
