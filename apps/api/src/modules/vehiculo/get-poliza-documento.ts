import { VEHICULO_MSG } from "@portal/domain/vehiculo";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { poliza, vehiculo } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { ownedRow } from "../../lib/ownership";
import { archivoDataUrl } from "../../lib/pdf";

/** The policy PDF of one of the caller's vehicles, as a data URL. */
export async function getPolizaDocumento(db: Db, vehiculoId: number, userId: number): Promise<string> {
  const [row] = await db
    .select({ archivo_id: poliza.archivo_id })
    .from(vehiculo)
    .leftJoin(poliza, eq(poliza.vehiculo_id, vehiculo.id))
    .where(and(ownedRow(vehiculo, vehiculoId, userId)));
  if (!row) throw notFound();
  const dataUrl = row.archivo_id === null ? null : await archivoDataUrl(db, row.archivo_id);
  if (!dataUrl) throw notFound(VEHICULO_MSG.sinDocumento);
  return dataUrl;
}
