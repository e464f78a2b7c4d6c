import type { CausaRevocacion } from "@portal/domain/revocacion";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { validar_registro_piloto as qr } from "../db/schema/index";

/**
 * Revokes every live QR code of a vehicle, in the caller's transaction: run when its plate changes,
 * when it is deactivated (by its carrier, or by the authority settling a plate conflict) and before it
 * is deleted, so no printed code vouches for data the registry no longer holds (docs/decisions/071).
 * `causa` is what the public check will say (decision 201). Answers the ids revoked.
 */
export async function revokeVehiculoValidaciones(tx: Tx, vehiculoId: number, causa: CausaRevocacion): Promise<number[]> {
  const revoked = await tx
    .update(qr)
    .set({ revocado_at: sql`now()`, revocado_causa: causa })
    .where(and(eq(qr.vehiculo_id, vehiculoId), isNull(qr.revocado_at)))
    .returning({ id: qr.id });
  return revoked.map((r) => r.id);
}
