import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { poliza, tarjeta_operacion, vehiculo } from "../../db/schema/index";
import { requireOwned } from "../../lib/ownership";
import { storeArchivo } from "../../lib/pdf";
import { withPdfBytes } from "../../lib/pdf-source";
import { conflictOnPlate } from "./plate-conflicts";
import type { VehiculoCreateUpload } from "./read-vehiculo-form";
import { type PlateClaim, recordingPlateClaim } from "./record-plate-claim";
import { requireVehiculoCatalogues } from "./vehiculo-catalogues";
import { splitPayload } from "./vehiculo-values";
import { selectVehiculos } from "./vehiculo-rows";

/**
 * Adds a vehicle to one of the caller's cards with its policy and policy PDF, all in one transaction:
 * a failing part (a plate already on this card or on another active vehicle, an unknown catalogue id, a
 * file that is not a PDF) writes nothing. A plate held by another carrier's active vehicle is recorded as a
 * claim for the authority (decision 163). `readUpload` reads the fields and the PDF (JSON with a data URL,
 * or a multipart form); it runs once the card is known to be the caller's.
 */
export async function createVehiculo(db: Db, tarjetaId: number, userId: number, readUpload: () => Promise<VehiculoCreateUpload>) {
  await requireOwned(db, tarjeta_operacion, tarjetaId, userId, "escribir");
  const { input, pdf } = await readUpload();
  const parts = splitPayload(input);
  let claim: PlateClaim | undefined;
  const id = await recordingPlateClaim(db, () => claim, () =>
    withPdfBytes(pdf, "poliza_documento", (bytes) => db.transaction(async (tx) => {
      const tarjeta = await requireOwned(tx, tarjeta_operacion, tarjetaId, userId, "escribir");
      await requireVehiculoCatalogues(tx, parts.vehiculo);
      claim = { persona_id: tarjeta.persona_id, tipo_placa_id: parts.vehiculo.tipo_placa_id, numero_placa: parts.vehiculo.numero_placa, tarjeta_operacion_id: tarjeta.id };
      const [row] = await conflictOnPlate(() =>
        tx
          .insert(vehiculo)
          .values({ ...parts.vehiculo, tarjeta_operacion_id: tarjeta.id, licencia_id: tarjeta.licencia_id, persona_id: tarjeta.persona_id })
          .returning({ id: vehiculo.id }),
      );
      const archivoId = await storeArchivo(tx, bytes);
      await tx.insert(poliza).values({ ...parts.poliza, vehiculo_id: row.id, persona_id: tarjeta.persona_id, archivo_id: archivoId });
      return row.id;
    })),
  );
  const [created] = await selectVehiculos(db, eq(vehiculo.id, id));
  return created;
}
