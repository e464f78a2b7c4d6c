import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documento, poliza } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { readArchivo } from "../../lib/pdf";

/** The stored file of any carrier's document, for the console's preview (staff read every carrier). */
export async function readDocumentoPdfForStaff(db: Db, id: number) {
  const [row] = await db.select({ archivo_id: documento.archivo_id }).from(documento).where(eq(documento.id, id));
  const file = row ? await readArchivo(db, row.archivo_id) : undefined;
  if (!file) throw notFound("Documento no encontrado.");
  return { file, fileName: `documento-${id}` };
}

/** The policy PDF of any vehicle, for the console's preview. */
export async function readPolizaPdfForStaff(db: Db, vehiculoId: number) {
  const [row] = await db.select({ archivo_id: poliza.archivo_id }).from(poliza).where(eq(poliza.vehiculo_id, vehiculoId));
  const file = row?.archivo_id ? await readArchivo(db, row.archivo_id) : undefined;
  if (!file) throw notFound("Póliza sin documento.");
  return { file, fileName: `poliza-vehiculo-${vehiculoId}` };
}
