import { HOJA_MSG, type VistaImportacion } from "@portal/domain/hoja-vehiculos";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { poliza, tarjeta_operacion, vehiculo } from "../../db/schema/index";
import { unprocessable } from "../../lib/errors";
import { ownedRow, requireOwned } from "../../lib/ownership";
import { revokeVehiculoValidaciones } from "../../lib/revoke-vehiculo-validaciones";
import { type ChangedRow, checkVehiculoSheet, type NewRow } from "./check-vehiculo-sheet";
import { conflictOnPlate } from "./plate-conflicts";
import { attachPolicyZip, matchPolicyZip } from "./vehiculo-sheet-polizas";

/** Rows per multi-row insert: well under the 65,535 parameters of one statement. */
const INSERT_CHUNK = 500;

export type ApplyResult = { aplicado: true; vista: VistaImportacion } | { aplicado: false; vista: VistaImportacion };

/** The preview of a card's spreadsheet: every row checked, nothing written. */
export async function previewVehiculoSheet(db: Db, tarjetaId: number, userId: number, readUpload: () => Promise<SheetFiles>) {
  const card = await requireOwned(db, tarjeta_operacion, tarjetaId, userId, "escribir");
  const upload = await readUpload();
  const { vista } = await checkVehiculoSheet(db, card, upload.bytes, upload.omitidas);
  return upload.zip ? matchPolicyZip(vista, upload.zip, upload.maxPdfBytes) : vista;
}

/** What an import carries: the spreadsheet, the ZIP of policy PDFs if any, the rows left out. */
export interface SheetFiles {
  bytes: Buffer;
  zip?: Buffer;
  omitidas: Set<number>;
  maxPdfBytes: number;
}

/**
 * `readUpload` runs once the card is known to be the caller's. Checks the spreadsheet again, as the preview did, and when no row left in has an error writes every new
 * and changed row in one transaction: vehicles and policies in multi-row inserts, changes row by row.
 * A row with an error writes nothing and answers the report; a plate taken meanwhile answers the form's
 * 409 and writes nothing. New rows enter the review queue as `pendiente` (the column's default) and
 * changed ones return to it (the review trigger); the audit trigger records each row with its author.
 */
export async function applyVehiculoSheet(db: Db, tarjetaId: number, userId: number, readUpload: () => Promise<SheetFiles>): Promise<ApplyResult> {
  const card = await requireOwned(db, tarjeta_operacion, tarjetaId, userId, "escribir");
  const upload = await readUpload();
  const { vista, nuevas, cambiadas, onCardIds } = await checkVehiculoSheet(db, card, upload.bytes, upload.omitidas);
  if (vista.con_errores > 0) return { aplicado: false, vista };
  if (nuevas.length + cambiadas.length === 0 && !upload.zip) throw unprocessable(HOJA_MSG.nadaQueAplicar);
  const polizas_pdf = await db.transaction(async (tx) => {
    const tarjeta = await requireOwned(tx, tarjeta_operacion, tarjetaId, userId, "escribir");
    const idByPlate = new Map(onCardIds);
    for (let i = 0; i < nuevas.length; i += INSERT_CHUNK) {
      for (const [plate, id] of await insertChunk(tx, tarjeta, nuevas.slice(i, i + INSERT_CHUNK))) idByPlate.set(plate, id);
    }
    for (const row of cambiadas) await updateRow(tx, row, userId);
    return upload.zip ? attachPolicyZip(tx, vista, upload.zip, upload.maxPdfBytes, idByPlate) : 0;
  });
  return { aplicado: true, vista: { ...vista, polizas_pdf, aplicado: true } };
}

type Tarjeta = typeof tarjeta_operacion.$inferSelect;

async function insertChunk(tx: Tx, tarjeta: Tarjeta, rows: NewRow[]) {
  const inserted = await conflictOnPlate(() =>
    tx
      .insert(vehiculo)
      .values(rows.map(({ parts }) => ({ ...parts.vehiculo, activo: true, tarjeta_operacion_id: tarjeta.id, licencia_id: tarjeta.licencia_id, persona_id: tarjeta.persona_id })))
      .returning({ id: vehiculo.id, numero_placa: vehiculo.numero_placa }),
  );
  const idOf = new Map(inserted.map((r) => [r.numero_placa, r.id]));
  await tx.insert(poliza).values(rows.map(({ parts }) => ({ ...parts.poliza, vehiculo_id: idOf.get(parts.vehiculo.numero_placa)!, persona_id: tarjeta.persona_id, archivo_id: null })));
  return idOf;
}

async function updateRow(tx: Tx, row: ChangedRow, userId: number) {
  const { activo: _keep, ...fields } = row.parts.vehiculo;
  const [current] = await conflictOnPlate(() =>
    tx.update(vehiculo).set({ ...fields, updated_at: sql`now()` }).where(ownedRow(vehiculo, row.id, userId, "escribir")).returning({ id: vehiculo.id, persona_id: vehiculo.persona_id }),
  );
  if (!current) return;
  // The plate number is the row's key and stays; a new plate type makes the QR codes vouch for another plate.
  if (row.tipoPlacaAntes !== fields.tipo_placa_id) await revokeVehiculoValidaciones(tx, current.id, "CAMBIO_PLACA");
  await tx
    .insert(poliza)
    .values({ ...row.parts.poliza, vehiculo_id: current.id, persona_id: current.persona_id, archivo_id: null })
    .onConflictDoUpdate({ target: poliza.vehiculo_id, set: { ...row.parts.poliza, updated_at: sql`now()` } });
}
