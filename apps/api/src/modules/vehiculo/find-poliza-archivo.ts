import { VEHICULO_MSG } from "@portal/domain/vehiculo";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { poliza, vehiculo } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { ownedRow } from "../../lib/ownership";

/** The `archivo` id of the policy PDF of one of the caller's vehicles; 404 when not theirs or without a PDF. */
export async function findPolizaArchivo(db: Db, vehiculoId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ archivo_id: poliza.archivo_id })
    .from(vehiculo)
    .leftJoin(poliza, eq(poliza.vehiculo_id, vehiculo.id))
    .where(ownedRow(vehiculo, vehiculoId, userId, "leer"));
  if (!row) throw notFound();
  if (row.archivo_id === null) throw notFound(VEHICULO_MSG.sinDocumento);
  return row.archivo_id;
}
