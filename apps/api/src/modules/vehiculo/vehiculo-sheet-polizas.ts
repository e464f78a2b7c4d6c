import { HOJA_LIMITES, HOJA_MSG, type VistaImportacion } from "@portal/domain/hoja-vehiculos";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { poliza } from "../../db/schema/index";
import { unprocessable } from "../../lib/errors";
import { storeArchivo } from "../../lib/pdf";
import { forEachZipPdf } from "../../lib/pdf-zip";

const limits = (pdfBytes: number) => ({ entries: HOJA_LIMITES.zipEntradas, expandedBytes: HOJA_LIMITES.zipExpandido, pdfBytes });

/** The row of the file a PDF named by `plate` belongs to, or 422 when no row names that plate. */
function rowOf(vista: VistaImportacion, plate: string) {
  const fila = vista.filas.find((f) => f.clave === plate);
  if (!fila) throw unprocessable(HOJA_MSG.pdfSinFila(`${plate}.pdf`), { polizas: [HOJA_MSG.pdfSinFila(`${plate}.pdf`)] });
  return fila;
}

/** Preview: every PDF of the ZIP checked as an upload and matched to its row (marked `con_pdf`); nothing stored. */
export async function matchPolicyZip(vista: VistaImportacion, zip: Buffer, maxPdfBytes: number): Promise<VistaImportacion> {
  const count = await forEachZipPdf(zip, limits(maxPdfBytes), async (plate) => {
    rowOf(vista, plate).con_pdf = true;
  });
  return { ...vista, polizas_pdf: count };
}

/**
 * Apply, inside its transaction, after the rows are written: each PDF checked as an upload, stored once
 * per SHA-256 and set as the policy file of the vehicle with its plate. A failing PDF rolls back everything.
 * Rows left out or with errors get no file.
 */
export async function attachPolicyZip(tx: Tx, vista: VistaImportacion, zip: Buffer, maxPdfBytes: number, idByPlate: Map<string, number>): Promise<number> {
  return forEachZipPdf(zip, limits(maxPdfBytes), async (plate, pdf) => {
    const fila = rowOf(vista, plate);
    const id = idByPlate.get(plate);
    if (id === undefined) return;
    fila.con_pdf = true;
    const archivoId = await storeArchivo(tx, pdf);
    await tx.update(poliza).set({ archivo_id: archivoId, updated_at: sql`now()` }).where(eq(poliza.vehiculo_id, id));
  });
}
