import type { Db } from "../../db/client";
import { vehiculo } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { ownedRow } from "../../lib/ownership";
import { selectVehiculos } from "./vehiculo-rows";

/** One of the caller's vehicles with its licence and card (preview and QR screens). */
export async function getVehiculo(db: Db, id: number, userId: number) {
  const [row] = await selectVehiculos(db, ownedRow(vehiculo, id, userId));
  if (!row) throw notFound();
  return row;
}
