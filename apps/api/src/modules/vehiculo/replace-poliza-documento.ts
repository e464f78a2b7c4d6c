import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { poliza, vehiculo } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { ownedBy, requireOwned } from "../../lib/ownership";
import { storeArchivo } from "../../lib/pdf";
import { withPdfBytes } from "../../lib/pdf-source";
import type { SpooledPdf } from "../../lib/spooled-pdf";
import { selectVehiculos } from "./vehiculo-rows";

/**
 * Replaces the policy PDF of one of the caller's vehicles with the file `readPdf` reads (a multipart
 * stream, spooled), checked before it is stored; the rest of the policy stays. Ownership is checked
 * before the file is read.
 */
export async function replacePolizaDocumento(db: Db, vehiculoId: number, userId: number, readPdf: () => Promise<SpooledPdf>) {
  await requireOwned(db, vehiculo, vehiculoId, userId, "escribir");
  const spooled = await readPdf();
  await withPdfBytes(spooled, "poliza_documento", (pdf) => db.transaction(async (tx) => {
    const archivoId = await storeArchivo(tx, pdf);
    const updated = await tx
      .update(poliza)
      .set({ archivo_id: archivoId, updated_at: sql`now()` })
      .where(and(eq(poliza.vehiculo_id, vehiculoId), ownedBy(poliza.persona_id, userId, "escribir")))
      .returning({ id: poliza.id });
    // A vehicle always gets its policy when created; without one there is nothing to attach the PDF to.
    if (!updated[0]) throw notFound();
  }));
  const [row] = await selectVehiculos(db, eq(vehiculo.id, vehiculoId));
  return row;
}
