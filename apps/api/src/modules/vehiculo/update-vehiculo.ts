import type { VehiculoUpdateInput } from "@portal/domain/vehiculo";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { poliza, vehiculo } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { ownedRow } from "../../lib/ownership";
import { decodePdfDataUrl, storeArchivo } from "../../lib/pdf";
import { revokeVehiculoValidaciones } from "../../lib/revoke-vehiculo-validaciones";
import { conflictOnPlate } from "./plate-conflicts";
import { type PlateClaim, recordingPlateClaim } from "./record-plate-claim";
import { requireVehiculoCatalogues } from "./vehiculo-catalogues";
import { splitPayload } from "./vehiculo-values";
import { selectVehiculos } from "./vehiculo-rows";

/** True when the edit makes the vehicle's QR codes vouch for something it no longer is. */
function invalidatesValidaciones(
  before: { numero_placa: string; tipo_placa_id: number; activo: boolean },
  after: { numero_placa: string; tipo_placa_id: number; activo: boolean },
): boolean {
  return before.numero_placa.toUpperCase() !== after.numero_placa.toUpperCase() || before.tipo_placa_id !== after.tipo_placa_id || (before.activo && !after.activo);
}

/**
 * Replaces a vehicle's fields and its policy in one transaction. Without `poliza_documento` the stored
 * policy PDF stays; with one, it replaces it. The card and licence never change here. A new plate (number
 * or type) or a deactivation revokes the vehicle's QR codes in the same transaction (decision 071); the
 * plate must not sit on another active vehicle (409, decision 070), also when the vehicle is re-activated.
 */
export async function updateVehiculo(db: Db, id: number, userId: number, input: VehiculoUpdateInput, maxBytes: number) {
  const parts = splitPayload(input);
  // The PDF is checked before the transaction: its structure check runs off the request thread.
  const pdf = parts.documento ? await decodePdfDataUrl(parts.documento, maxBytes, "poliza_documento") : undefined;
  let claim: PlateClaim | undefined;
  await recordingPlateClaim(db, () => claim, () => db.transaction(async (tx) => {
    // Locked, so a QR generated meanwhile waits and sees the new plate or state (and is revoked with the others).
    const [current] = await tx.select().from(vehiculo).where(ownedRow(vehiculo, id, userId)).for("update");
    if (!current) throw notFound();
    await requireVehiculoCatalogues(tx, parts.vehiculo);
    claim = { persona_id: current.persona_id, tipo_placa_id: parts.vehiculo.tipo_placa_id, numero_placa: parts.vehiculo.numero_placa, vehiculo_id: current.id };
    await conflictOnPlate(() => tx.update(vehiculo).set({ ...parts.vehiculo, updated_at: sql`now()` }).where(ownedRow(vehiculo, id, userId)));
    if (invalidatesValidaciones(current, parts.vehiculo)) await revokeVehiculoValidaciones(tx, current.id);
    const archivoId = pdf ? await storeArchivo(tx, pdf) : undefined;
    await tx
      .insert(poliza)
      .values({ ...parts.poliza, vehiculo_id: current.id, persona_id: current.persona_id, archivo_id: archivoId ?? null })
      .onConflictDoUpdate({
        target: poliza.vehiculo_id,
        set: { ...parts.poliza, ...(archivoId ? { archivo_id: archivoId } : {}), updated_at: sql`now()` },
      });
  }));
  const [updated] = await selectVehiculos(db, eq(vehiculo.id, id));
  return updated;
}
