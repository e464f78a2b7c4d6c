import { MIEMBRO_MSG } from "@portal/domain/miembro";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invitacion, miembro, usuario } from "../../db/schema/index";
import { AppError, conflict, refusedBecause } from "../../lib/errors";
import { sha256Hex } from "../../lib/secret-tokens";
import { carrierNameOf } from "./carrier-of";

const invalid = () => refusedBecause("INVITACION_INVALIDA", MIEMBRO_MSG.invitacionInvalida);

/** What the link shows before accepting: which carrier, which role, until when, for which NIT. */
export async function previewInvitacion(db: Db, token: string) {
  const [row] = await db
    .select({ persona_id: invitacion.persona_id, nit: invitacion.nit, nombre: invitacion.nombre, rol: invitacion.rol, vence: invitacion.vence, expires_at: invitacion.expires_at })
    .from(invitacion)
    .where(and(eq(invitacion.token_hash, sha256Hex(token)), isNull(invitacion.aceptada_at), isNull(invitacion.revocada_at), gt(invitacion.expires_at, sql`now()`)));
  if (!row) throw invalid();
  return { ...row, transportista: (await carrierNameOf(db, row.persona_id)) ?? "" };
}

/**
 * Accepts an invitation for the signed-in account. Only the account whose NIT the invitation names may
 * accept; the e-mail is where the link went (having the link proves the mailbox). Single use: the
 * invitation is spent in the same statement that checks it, and the membership is created in the same
 * transaction.
 */
export async function acceptInvitacion(db: Db, token: string, userId: number) {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ nit: usuario.nit }).from(usuario).where(eq(usuario.id, userId));
    const live = and(eq(invitacion.token_hash, sha256Hex(token)), isNull(invitacion.aceptada_at), isNull(invitacion.revocada_at), gt(invitacion.expires_at, sql`now()`));
    const [found] = await tx.select({ nit: invitacion.nit }).from(invitacion).where(live).for("update");
    if (!found) throw invalid();
    if (found.nit !== account?.nit) throw new AppError(403, MIEMBRO_MSG.otraCuenta);
    const [spent] = await tx
      .update(invitacion)
      .set({ aceptada_at: new Date(), aceptada_por: userId, updated_at: new Date() })
      .where(live)
      .returning();
    if (!spent) throw invalid();
    const [created] = await tx
      .insert(miembro)
      .values({ persona_id: spent.persona_id, usuario_id: userId, rol: spent.rol, nombre: spent.nombre, vence: spent.vence, mandato_id: spent.mandato_id, invitado_por: spent.invitado_por })
      .onConflictDoNothing()
      .returning({ id: miembro.id, persona_id: miembro.persona_id, rol: miembro.rol, vence: miembro.vence });
    if (!created) throw conflict(MIEMBRO_MSG.yaMiembro);
    return created;
  });
}
