import type { Db } from "../../db/client";
import { tarjeta_operacion } from "../../db/schema/index";
import { requireOwned } from "../../lib/ownership";
import { selectVehiculosOfTarjeta } from "./vehiculo-rows";

export interface VehiculoPageQuery {
  limit: number;
  cursor?: number[];
  /** Start of the plate, uppercase letters and digits only (checked by the query schema). */
  placa?: string;
}

/**
 * One page of the vehicles of one of the caller's cards in `id` order, `limit + 1` rows so the caller
 * can tell whether another page follows; a foreign card answers 404.
 */
export async function listVehiculos(db: Db, tarjetaId: number, userId: number, { limit, cursor, placa }: VehiculoPageQuery) {
  // One prepared statement for every page (decision 094): the first page reads after id 0, no plate
  // filter is the empty prefix. The prefix holds only [0-9A-Z], so it needs no LIKE escaping.
  const rows = await selectVehiculosOfTarjeta(db, { tarjetaId, userId, afterId: cursor?.[0] ?? 0, placa: placa ?? "", limit: limit + 1 });
  // The read carries the ownership condition: only an empty page needs to tell a foreign card (404) apart.
  if (rows.length === 0) await requireOwned(db, tarjeta_operacion, tarjetaId, userId, "leer");
  return rows;
}
