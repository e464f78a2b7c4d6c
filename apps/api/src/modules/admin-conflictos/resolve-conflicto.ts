import { CONFLICTO_MSG, type ResolverConflictoInput } from "@portal/domain/conflicto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conflicto_placa, vehiculo } from "../../db/schema/index";
import { AppError, notFound } from "../../lib/errors";
import { revokeVehiculoValidaciones } from "../../lib/revoke-vehiculo-validaciones";

/** What the resolution changed, for the mails sent once it is committed. */
export interface Resolved {
  placa: string;
  claimantPersonaId: number;
  /** The carrier whose vehicle was deactivated, when one was. */
  deactivated: { personaId: number; vehiculoId: number; revokedQr: number } | null;
}

/**
 * Settles a pending plate claim in one transaction (decision 163). `desactivar_existente` deactivates
 * the active vehicle that holds the plate now, revoking its QR codes (decision 071), so the claimant can
 * register it; `rechazar_reclamo` changes no vehicle. The audit trail records both with the staff member.
 */
export async function resolveConflicto(db: Db, id: number, staffId: number, input: ResolverConflictoInput): Promise<Resolved> {
  return db.transaction(async (tx) => {
    const [claim] = await tx.select().from(conflicto_placa).where(eq(conflicto_placa.id, id)).for("update");
    if (!claim) throw notFound();
    if (claim.estado !== "pendiente") throw new AppError(409, CONFLICTO_MSG.yaResuelto);
    let deactivated: Resolved["deactivated"] = null;
    if (input.resolucion === "desactivar_existente") {
      const [holder] = await tx
        .select({ id: vehiculo.id, persona_id: vehiculo.persona_id })
        .from(vehiculo)
        .where(and(eq(vehiculo.activo, true), eq(vehiculo.tipo_placa_id, claim.tipo_placa_id), sql`upper(${vehiculo.numero_placa}) = ${claim.numero_placa}`))
        .for("update");
      if (holder) {
        await tx.update(vehiculo).set({ activo: false, updated_at: sql`now()` }).where(eq(vehiculo.id, holder.id));
        const revoked = await revokeVehiculoValidaciones(tx, holder.id, "CONFLICTO_PLACA");
        deactivated = { personaId: holder.persona_id, vehiculoId: holder.id, revokedQr: revoked.length };
      }
    }
    await tx
      .update(conflicto_placa)
      .set({
        estado: input.resolucion === "desactivar_existente" ? "desactivado_existente" : "reclamo_rechazado",
        motivo: input.motivo,
        resuelto_por: staffId,
        resuelto_en: sql`now()`,
        updated_at: sql`now()`,
        ...(deactivated ? { existente_vehiculo_id: deactivated.vehiculoId } : {}),
      })
      .where(eq(conflicto_placa.id, claim.id));
    return { placa: claim.numero_placa, claimantPersonaId: claim.persona_id, deactivated };
  });
}
