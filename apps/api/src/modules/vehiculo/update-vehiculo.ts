import type { CausaRevocacion } from "@portal/domain/revocacion";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { poliza, vehiculo } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { ownedRow, requireOwned } from "../../lib/ownership";
import { storeArchivo } from "../../lib/pdf";
import { withPdfBytes } from "../../lib/pdf-source";
import { revokeVehiculoValidaciones } from "../../lib/revoke-vehiculo-validaciones";
import { conflictOnPlate } from "./plate-conflicts";
import type { VehiculoUpload } from "./read-vehiculo-form";
import { type PlateClaim, recordingPlateClaim } from "./record-plate-claim";
import { requireVehiculoCatalogues } from "./vehiculo-catalogues";
import { splitPayload } from "./vehiculo-values";
import { selectVehiculos } from "./vehiculo-rows";

type PlateAndState = { numero_placa: string; tipo_placa_id: number; activo: boolean };

/** Why the edit makes the vehicle's QR codes vouch for something it no longer is (null: it does not). */
function invalidatesValidaciones(before: PlateAndState, after: PlateAndState): CausaRevocacion | null {
  if (before.numero_placa.toUpperCase() !== after.numero_placa.toUpperCase() || before.tipo_placa_id !== after.tipo_placa_id) return "CAMBIO_PLACA";
  return before.activo && !after.activo ? "VEHICULO_DESACTIVADO" : null;
}

/**
 * Replaces a vehicle's fields and its policy in one transaction. Without a PDF the stored policy PDF
 * stays; with one, it replaces it. The card and licence never change here. A new plate (number or type)
 * or a deactivation revokes the vehicle's QR codes in the same transaction (decision 071); the plate must
 * not sit on another active vehicle (409, decision 070), also when the vehicle is re-activated.
 * `readUpload` reads the fields and the PDF (JSON or multipart) once the vehicle is known to be the caller's.
 */
export async function updateVehiculo(db: Db, id: number, userId: number, readUpload: () => Promise<VehiculoUpload>) {
  await requireOwned(db, vehiculo, id, userId, "escribir");
  const { input, pdf } = await readUpload();
  const parts = splitPayload(input);
  let claim: PlateClaim | undefined;
  const write = (bytes: Buffer | undefined) => db.transaction(async (tx) => {
    // Locked, so a QR generated meanwhile waits and sees the new plate or state (and is revoked with the others).
    const [current] = await tx.select().from(vehiculo).where(ownedRow(vehiculo, id, userId, "escribir")).for("update");
    if (!current) throw notFound();
    await requireVehiculoCatalogues(tx, parts.vehiculo);
    claim = { persona_id: current.persona_id, tipo_placa_id: parts.vehiculo.tipo_placa_id, numero_placa: parts.vehiculo.numero_placa, vehiculo_id: current.id };
    await conflictOnPlate(() => tx.update(vehiculo).set({ ...parts.vehiculo, updated_at: sql`now()` }).where(ownedRow(vehiculo, id, userId, "escribir")));
    const causa = invalidatesValidaciones(current, parts.vehiculo);
    if (causa) await revokeVehiculoValidaciones(tx, current.id, causa);
    const archivoId = bytes ? await storeArchivo(tx, bytes) : undefined;
    await tx
      .insert(poliza)
      .values({ ...parts.poliza, vehiculo_id: current.id, persona_id: current.persona_id, archivo_id: archivoId ?? null })
      .onConflictDoUpdate({
        target: poliza.vehiculo_id,
        set: { ...parts.poliza, ...(archivoId ? { archivo_id: archivoId } : {}), updated_at: sql`now()` },
      });
  });
  // The PDF is checked before the transaction (off the request thread) and waits its turn if large.
  await recordingPlateClaim(db, () => claim, () => (pdf ? withPdfBytes(pdf, "poliza_documento", write) : write(undefined)));
  const [updated] = await selectVehiculos(db, eq(vehiculo.id, id));
  return updated;
}
