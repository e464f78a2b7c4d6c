import { requestContext } from "@fastify/request-context";
import { VEHICULO_MSG } from "@portal/domain/vehiculo";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conflicto_placa, vehiculo } from "../../db/schema/index";
import { AppError } from "../../lib/errors";

/** Who claimed which plate, and from where: the card of a new vehicle or the carrier's own vehicle. */
export interface PlateClaim {
  persona_id: number;
  tipo_placa_id: number;
  numero_placa: string;
  tarjeta_operacion_id?: number;
  vehiculo_id?: number;
}

const isPlateTakenNationwide = (err: unknown) => err instanceof AppError && err.statusCode === 409 && err.message === VEHICULO_MSG.placaEnOtroVehiculo;

/**
 * Runs a vehicle write. When it is refused because another carrier's active vehicle holds the plate
 * (409, decision 070), the refused claim is recorded for the authority to settle (decision 163) after
 * the write's transaction has rolled back, and the same 409 is answered. `claim` is read then: the write
 * fills it in once it knows the carrier.
 */
export async function recordingPlateClaim<T>(db: Db, claim: () => PlateClaim | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const claimed = isPlateTakenNationwide(err) ? claim() : undefined;
    if (claimed) await recordPlateClaim(db, claimed);
    throw err;
  }
}

/** Records the claim; one pending per carrier and plate. Never fails the request: the 409 is the answer. */
async function recordPlateClaim(db: Db, claim: PlateClaim): Promise<void> {
  try {
    const [holder] = await db
      .select({ id: vehiculo.id, persona_id: vehiculo.persona_id })
      .from(vehiculo)
      .where(and(eq(vehiculo.activo, true), eq(vehiculo.tipo_placa_id, claim.tipo_placa_id), sql`upper(${vehiculo.numero_placa}) = upper(${claim.numero_placa})`))
      .limit(1);
    // A carrier's own vehicle on another card is no claim against anyone: it edits that vehicle itself.
    if (!holder || holder.persona_id === claim.persona_id) return;
    await db
      .insert(conflicto_placa)
      .values({ ...claim, numero_placa: claim.numero_placa.toUpperCase(), existente_vehiculo_id: holder.id })
      .onConflictDoNothing();
  } catch (err) {
    requestContext.get("request")?.log.warn({ err }, "plate claim not recorded");
  }
}
