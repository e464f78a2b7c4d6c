import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { validar_registro_piloto as qr, vehiculo } from "../../db/schema/index";
import { ownedBy, requireOwned } from "../../lib/ownership";
import { selectValidaciones, toValidar } from "./validacion-rows";

/** The QR codes of one of the caller's vehicles; revoked ones are gone for the owner (they stay for the public check). */
export async function listValidaciones(db: Db, vehiculoId: number, userId: number) {
  await requireOwned(db, vehiculo, vehiculoId, userId);
  const rows = await selectValidaciones(db, and(eq(qr.vehiculo_id, vehiculoId), isNull(qr.revocado_at), ownedBy(qr.persona_id, userId))!);
  return rows.map(toValidar);
}
