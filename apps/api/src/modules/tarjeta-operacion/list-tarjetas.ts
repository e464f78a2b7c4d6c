import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { licencia, tarjeta_operacion } from "../../db/schema/index";
import { ownedBy, requireOwned } from "../../lib/ownership";
import { afterCursor, type PageQuery } from "../../lib/pagination";
import { selectTarjetas } from "./tarjeta-rows";

/** One page of the cards of one of the caller's licences (`limit + 1` rows); a foreign licence answers 404. */
export async function listTarjetas(db: Db, licenciaId: number, userId: number, { limit, cursor }: PageQuery) {
  await requireOwned(db, licencia, licenciaId, userId, "leer");
  const where = and(eq(tarjeta_operacion.licencia_id, licenciaId), ownedBy(tarjeta_operacion.persona_id, userId, "leer"), afterCursor(tarjeta_operacion.id, cursor));
  return selectTarjetas(db, where!, limit + 1);
}
