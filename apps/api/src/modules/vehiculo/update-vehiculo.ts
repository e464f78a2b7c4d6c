import { VEHICULO_MSG, type VehiculoUpdateInput } from "@portal/domain/vehiculo";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { poliza, vehiculo } from "../../db/schema/index";
import { ownedRow, requireOwned } from "../../lib/ownership";
import { storePdf } from "../../lib/pdf";
import { conflictOnUnique } from "../../lib/unique-conflict";
import { requireVehiculoCatalogues } from "./vehiculo-catalogues";
import { splitPayload } from "./vehiculo-values";
import { selectVehiculos } from "./vehiculo-rows";

/**
 * Replaces a vehicle's fields and its policy in one transaction. Without `poliza_documento` the stored
 * policy PDF stays; with one, it replaces it. The card and licence never change here.
 */
export async function updateVehiculo(db: Db, id: number, userId: number, input: VehiculoUpdateInput, maxBytes: number) {
  await db.transaction(async (tx) => {
    const current = await requireOwned(tx, vehiculo, id, userId);
    const parts = splitPayload(input);
    await requireVehiculoCatalogues(tx, parts.vehiculo);
    await conflictOnUnique(
      () => tx.update(vehiculo).set({ ...parts.vehiculo, updated_at: sql`now()` }).where(ownedRow(vehiculo, id, userId)),
      "vehiculo_tarjeta_placa_uq",
      "numero_placa",
      VEHICULO_MSG.duplicatePlaca,
    );
    const archivoId = parts.documento ? await storePdf(tx, parts.documento, maxBytes, "poliza_documento") : undefined;
    await tx
      .insert(poliza)
      .values({ ...parts.poliza, vehiculo_id: current.id, persona_id: current.persona_id, archivo_id: archivoId ?? null })
      .onConflictDoUpdate({
        target: poliza.vehiculo_id,
        set: { ...parts.poliza, ...(archivoId ? { archivo_id: archivoId } : {}), updated_at: sql`now()` },
      });
  });
  const [updated] = await selectVehiculos(db, eq(vehiculo.id, id));
  return updated;
}
