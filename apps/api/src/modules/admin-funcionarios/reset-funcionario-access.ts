import type { Funcionario } from "@portal/domain/staff";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { funcionario, funcionario_codigo_recuperacion } from "../../db/schema/index";
import { conflict, notFound } from "../../lib/errors";
import { createStaffLink, staffLinkMail } from "../../lib/staff-link";
import { revokeStaffSessions } from "../../lib/staff-sessions";
import { STAFF_NOT_FOUND } from "./update-funcionario";
import { funcionarioColumns } from "../../lib/funcionario-columns";

export const RESET_INACTIVE = "Reactive al funcionario antes de restablecer su acceso.";

/**
 * A staff member who lost the phone with the authenticator, or the recovery codes, or the password:
 * an admin clears the password, the TOTP secret and the recovery codes, ends every session, and mails a
 * new one-time link. The staff member then sets a password and enrols TOTP again, as when invited.
 * For someone who never chose a password (the invitation is pending, or its link expired) this resends
 * the invitation: the mail says so, and the earlier link stops working.
 */
export async function resetFuncionarioAccess(
  app: Pick<FastifyInstance, "db" | "mailer">,
  publicUrl: string,
  config: Parameters<typeof staffLinkMail>[0],
  id: number,
): Promise<Funcionario> {
  const done = await app.db.transaction(async (tx) => {
    const [row] = await tx.select({ activo: funcionario.activo, pendiente: funcionarioColumns.invitacion_pendiente }).from(funcionario).where(eq(funcionario.id, id)).for("update");
    if (!row) throw notFound(STAFF_NOT_FOUND);
    if (!row.activo) throw conflict(RESET_INACTIVE);
    const [updated] = await tx
      .update(funcionario)
      .set({ password_hash: null, totp_secret: null, totp_confirmado_en: null, totp_ultimo_paso: null, updated_at: new Date() })
      .where(eq(funcionario.id, id))
      .returning(funcionarioColumns);
    await tx.delete(funcionario_codigo_recuperacion).where(eq(funcionario_codigo_recuperacion.funcionario_id, id));
    await revokeStaffSessions(tx, id);
    const { link, expiresAt } = await createStaffLink(tx, publicUrl, id);
    return { funcionario: updated, link, expiresAt, reason: row.pendiente ? ("invitacion" as const) : ("restablecimiento" as const) };
  });
  await app.mailer.send(staffLinkMail(config, done.funcionario, done.link, done.expiresAt, done.reason));
  return done.funcionario;
}
