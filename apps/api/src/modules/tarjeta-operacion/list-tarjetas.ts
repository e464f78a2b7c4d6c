import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { licencia, tarjeta_operacion } from "../../db/schema/index";
import { ownedBy, requireOwned } from "../../lib/ownership";
import { selectTarjetas } from "./tarjeta-rows";

/** The cards of one of the caller's licences; a foreign licence answers 404. */
export async function listTarjetas(db: Db, licenciaId: number, userId: number) {
  await requireOwned(db, licencia, licenciaId, userId);
  return selectTarjetas(db, and(eq(tarjeta_operacion.licencia_id, licenciaId), ownedBy(tarjeta_operacion.persona_id, userId))!);
}
