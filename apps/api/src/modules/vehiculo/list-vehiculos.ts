import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tarjeta_operacion, vehiculo } from "../../db/schema/index";
import { ownedBy, requireOwned } from "../../lib/ownership";
import { selectVehiculos } from "./vehiculo-rows";

/** The vehicles of one of the caller's cards; a foreign card answers 404. */
export async function listVehiculos(db: Db, tarjetaId: number, userId: number) {
  await requireOwned(db, tarjeta_operacion, tarjetaId, userId);
  return selectVehiculos(db, and(eq(vehiculo.tarjeta_operacion_id, tarjetaId), ownedBy(vehiculo.persona_id, userId))!);
}
