import { REVOCACION_MSG, type RevocarValidacionInput } from "@portal/domain/revocacion";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { validar_registro_piloto as qr } from "../../db/schema/index";
import { AppError, notFound } from "../../lib/errors";

/**
 * A supervisor revokes one QR code of any carrier (decision 164): the row stays, revoked with why and by
 * whom, so the public check answers REVOCADO with the public category `causa` (never `motivo`, decision 201); the audit trail records it with the staff member. A code
 * already revoked (by its carrier, a plate change or a supervisor) answers 409 and keeps its first reason.
 */
export async function revokeValidacionByStaff(db: Db, id: number, staffId: number, { causa, motivo }: RevocarValidacionInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: qr.id, revocado_at: qr.revocado_at }).from(qr).where(eq(qr.id, id)).for("update");
    if (!row) throw notFound();
    if (row.revocado_at) throw new AppError(409, REVOCACION_MSG.yaRevocado);
    const [revoked] = await tx
      .update(qr)
      .set({ revocado_at: sql`now()`, revocado_motivo: motivo, revocado_por: staffId, revocado_causa: causa })
      .where(and(eq(qr.id, id), isNull(qr.revocado_at)))
      .returning({ id: qr.id, codigo: qr.codigo, persona_id: qr.persona_id, numero_placa: qr.numero_placa, revocado_at: qr.revocado_at });
    return { ...revoked, revocado_at: (revoked.revocado_at as Date).toISOString(), revocado_motivo: motivo, causa };
  });
}
