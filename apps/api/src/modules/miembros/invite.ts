import { DIAS_INVITACION, MIEMBRO_MSG, type InvitacionBody, venceValido } from "@portal/domain/miembro";
import { todayInGuatemala } from "@portal/domain/formats";
import { normalizeNit } from "@portal/domain/nit";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { invitacion, mandato, miembro, usuario } from "../../db/schema/index";
import { conflict, invalidField } from "../../lib/errors";
import { requireOwnPersona } from "../../lib/ownership";
import { newSecretToken, sha256Hex } from "../../lib/secret-tokens";
import type { Config } from "../../config";
import { invitationLink, invitationMail } from "./invitation-mail";
import { carrierNameOf } from "./carrier-of";

export const invitacionColumns = {
  id: invitacion.id,
  persona_id: invitacion.persona_id,
  nit: invitacion.nit,
  email: invitacion.email,
  nombre: invitacion.nombre,
  rol: invitacion.rol,
  vence: invitacion.vence,
  mandato_id: invitacion.mandato_id,
  expires_at: invitacion.expires_at,
  created_at: invitacion.created_at,
};

/** A gestor's end date: after today and at most one year ahead (422 otherwise). */
export function checkVence(vence: string | null | undefined) {
  if (vence && !venceValido(vence, todayInGuatemala())) throw invalidField("vence", MIEMBRO_MSG.venceFuera);
}

/** Creates an invitation (titular or administrador only) and mails its link; 409 when that NIT is already in or invited. */
export async function invite(app: FastifyInstance, config: Config, personaId: number, userId: number, body: InvitacionBody) {
  await requireOwnPersona(app.db, personaId, userId, "miembros");
  checkVence(body.vence);
  const nit = normalizeNit(body.nit);
  if (body.mandato_id) {
    const [m] = await app.db.select({ id: mandato.id }).from(mandato).where(and(eq(mandato.id, body.mandato_id), eq(mandato.persona_id, personaId)));
    if (!m) throw invalidField("mandato_id", MIEMBRO_MSG.mandatoAjeno);
  }
  const [already] = await app.db
    .select({ id: miembro.id })
    .from(miembro)
    .innerJoin(usuario, eq(usuario.id, miembro.usuario_id))
    .where(and(eq(miembro.persona_id, personaId), eq(usuario.nit, nit)));
  if (already) throw conflict(MIEMBRO_MSG.yaMiembro, { nit: [MIEMBRO_MSG.yaMiembro] });
  const [pending] = await app.db.select({ id: invitacion.id }).from(invitacion).where(and(eq(invitacion.persona_id, personaId), eq(invitacion.nit, nit), pendiente()));
  if (pending) throw conflict(MIEMBRO_MSG.invitacionPendiente, { nit: [MIEMBRO_MSG.invitacionPendiente] });
  const token = newSecretToken(32);
  const expiresAt = new Date(Date.now() + DIAS_INVITACION * 86400 * 1000);
  const [row] = await app.db
    .insert(invitacion)
    .values({ persona_id: personaId, nit, email: body.email, nombre: body.nombre, rol: body.rol, vence: body.vence ?? null, mandato_id: body.mandato_id ?? null, token_hash: sha256Hex(token), expires_at: expiresAt, invitado_por: userId })
    .returning(invitacionColumns);
  await sendInvitation(app, config, row, token);
  return row;
}

/** Not accepted, not revoked, not expired. */
export const pendiente = () => and(isNull(invitacion.aceptada_at), isNull(invitacion.revocada_at), gt(invitacion.expires_at, sql`now()`));

export type InvitacionRow = { id: number; persona_id: number; nit: string; email: string; nombre: string; rol: string; vence: string | null; expires_at: Date };

export async function sendInvitation(app: FastifyInstance, config: Config, row: InvitacionRow, token: string) {
  const transportista = (await carrierNameOf(app.db, row.persona_id)) ?? "el transportista";
  const mail = invitationMail(config, { ...row, rol: row.rol as never, transportista, expiresAt: row.expires_at }, invitationLink(config, token));
  // A mail that cannot go out is logged; the invitation stays pending and can be resent.
  await app.mailer.send(mail).catch((err: unknown) => app.log.error({ err, invitacion_id: row.id }, "invitation mail could not be sent"));
}
