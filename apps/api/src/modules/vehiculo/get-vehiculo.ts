import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { selectOwnedVehiculo } from "./vehiculo-rows";

/** One of the caller's vehicles with its licence and card (preview and QR screens). */
export async function getVehiculo(db: Db, id: number, userId: number) {
  const row = await selectOwnedVehiculo(db, id, userId);
  if (!row) throw notFound();
  return row;
}
