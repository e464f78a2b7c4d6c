import type { VehiculoCreateInput } from "@portal/domain/vehiculo";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { poliza, tarjeta_operacion, vehiculo } from "../../db/schema/index";
import { requireOwned } from "../../lib/ownership";
import { decodePdfDataUrl, storeArchivo } from "../../lib/pdf";
import { conflictOnPlate } from "./plate-conflicts";
import { type PlateClaim, recordingPlateClaim } from "./record-plate-claim";
import { requireVehiculoCatalogues } from "./vehiculo-catalogues";
import { splitPayload } from "./vehiculo-values";
import { selectVehiculos } from "./vehiculo-rows";

/**
 * Adds a vehicle to one of the caller's cards with its policy and policy PDF, all in one transaction:
 * a failing part (a plate already on this card or on another active vehicle, an unknown catalogue id, a
 * file that is not a PDF) writes nothing. A plate held by another carrier's active vehicle is recorded as a
 * claim for the authority (decision 163).
 */
export async function createVehiculo(db: Db, tarjetaId: number, userId: number, input: VehiculoCreateInput, maxBytes: number) {
  // The PDF is checked before the transaction: its structure check runs off the request thread.
  const pdf = await decodePdfDataUrl(input.poliza_documento, maxBytes, "poliza_documento");
  let claim: PlateClaim | undefined;
  const id = await recordingPlateClaim(db, () => claim, () => db.transaction(async (tx) => {
    const tarjeta = await requireOwned(tx, tarjeta_operacion, tarjetaId, userId);
    const parts = splitPayload(input);
    await requireVehiculoCatalogues(tx, parts.vehiculo);
    claim = { persona_id: tarjeta.persona_id, tipo_placa_id: parts.vehiculo.tipo_placa_id, numero_placa: parts.vehiculo.numero_placa, tarjeta_operacion_id: tarjeta.id };
    const [row] = await conflictOnPlate(() =>
      tx
        .insert(vehiculo)
        .values({ ...parts.vehiculo, tarjeta_operacion_id: tarjeta.id, licencia_id: tarjeta.licencia_id, persona_id: tarjeta.persona_id })
        .returning({ id: vehiculo.id }),
    );
    const archivoId = await storeArchivo(tx, pdf);
    await tx.insert(poliza).values({ ...parts.poliza, vehiculo_id: row.id, persona_id: tarjeta.persona_id, archivo_id: archivoId });
    return row.id;
  }));
  const [created] = await selectVehiculos(db, eq(vehiculo.id, id));
  return created;
}
