import { and, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { validar_registro_piloto as qr } from "../../db/schema/index";
import { notOwned, ownedRow } from "../../lib/ownership";

/** "Deletes" a QR for its owner: the row stays, revoked, so a scan of the printed code answers REVOCADO. */
export async function revokeValidacion(db: Db, id: number, userId: number) {
  const revoked = await db
    .update(qr)
    .set({ revocado_at: sql`now()`, revocado_causa: "ELIMINADO" })
    .where(and(ownedRow(qr, id, userId, "escribir"), isNull(qr.revocado_at)))
    .returning({ id: qr.id });
  if (revoked.length === 0) throw await notOwned(db, qr, id, userId, "escribir");
}
