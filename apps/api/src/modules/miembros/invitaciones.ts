import { DIAS_INVITACION } from "@portal/domain/miembro";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { invitacion } from "../../db/schema/index";
import { refusedBecause } from "../../lib/errors";
import { ownedRow, requireOwned, requireOwnPersona } from "../../lib/ownership";
import { newSecretToken, sha256Hex } from "../../lib/secret-tokens";
import { invitacionColumns, pendiente, sendInvitation } from "./invite";

/** The carrier's pending invitations (titular or administrador only), oldest first. */
export async function listInvitaciones(db: Db, personaId: number, userId: number) {
  await requireOwnPersona(db, personaId, userId, "miembros");
  return db.select(invitacionColumns).from(invitacion).where(and(eq(invitacion.persona_id, personaId), pendiente())).orderBy(asc(invitacion.id));
}

/** Why a revoke or resend changed nothing: 404 / 403 from the ownership rule, else the invitation is no longer pending (422). */
async function notPending(db: Db, id: number, userId: number) {
  await requireOwned(db, invitacion, id, userId, "miembros");
  return refusedBecause("INVITACION_NO_PENDIENTE", "La invitación ya fue aceptada, revocada o venció: envíe una nueva.");
}

/** Revokes a pending invitation: its link stops working at once. */
export async function revokeInvitacion(db: Db, id: number, userId: number) {
  const [row] = await db
    .update(invitacion)
    .set({ revocada_at: new Date(), updated_at: new Date() })
    .where(and(ownedRow(invitacion, id, userId, "miembros"), pendiente()))
    .returning({ id: invitacion.id });
  if (!row) throw await notPending(db, id, userId);
}

/** Sends a pending invitation again with a new link and 7 more days; the previous link stops working. */
export async function resendInvitacion(app: FastifyInstance, config: Config, id: number, userId: number) {
  const token = newSecretToken(32);
  const [row] = await app.db
    .update(invitacion)
    .set({ token_hash: sha256Hex(token), expires_at: new Date(Date.now() + DIAS_INVITACION * 86400 * 1000), updated_at: new Date() })
    .where(and(ownedRow(invitacion, id, userId, "miembros"), pendiente()))
    .returning(invitacionColumns);
  if (!row) throw await notPending(app.db, id, userId);
  await sendInvitation(app, config, row, token);
  return row;
}
