import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { validar_registro_piloto as qr, vehiculo } from "../../db/schema/index";
import { ownedBy, requireOwned } from "../../lib/ownership";
import { afterCursor, type PageQuery } from "../../lib/pagination";
import { selectValidaciones, toValidar } from "./validacion-rows";

/**
 * One page of the QR codes of one of the caller's vehicles in `id` order (`limit + 1` rows); revoked
 * ones are gone for the owner (they stay for the public check).
 */
export async function listValidaciones(db: Db, vehiculoId: number, userId: number, { limit, cursor }: PageQuery) {
  await requireOwned(db, vehiculo, vehiculoId, userId, "leer");
  const where = and(eq(qr.vehiculo_id, vehiculoId), isNull(qr.revocado_at), ownedBy(qr.persona_id, userId, "leer"), afterCursor(qr.id, cursor));
  const rows = await selectValidaciones(db, where!, limit + 1);
  return rows.map(toValidar);
}
