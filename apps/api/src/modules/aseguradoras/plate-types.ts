import type { Db, Tx } from "../../db/client";
import { tipo_placa } from "../../db/schema/index";
import { catalogueRefs } from "../../lib/catalogue-names";

/**
 * Insurers name a plate type by its code ("C", "TC"), the letters before " - " in the catalogue
 * ("C - Comercial"): what their systems hold, rather than the portal's ids.
 */
export async function plateTypeIds(db: Db | Tx): Promise<Map<string, number>> {
  const refs = await catalogueRefs(db, tipo_placa, []);
  return new Map([...refs.values()].map((r) => [r.nombre.split(" - ")[0].trim().toUpperCase(), r.id]));
}

export async function plateTypeCodes(db: Db | Tx): Promise<Map<number, string>> {
  return new Map([...(await plateTypeIds(db))].map(([code, id]) => [id, code]));
}
