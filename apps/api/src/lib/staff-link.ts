import { deProveedor } from "@portal/domain/provider-name";
import { and, eq, isNull } from "drizzle-orm";
import type { Config } from "../config";
import type { Db, Tx } from "../db/client";
import { funcionario_enlace } from "../db/schema/index";
import type { Mail } from "../plugins/mail";
import { newSecretToken, sha256Hex } from "./secret-tokens";

/** How long a link to set a staff password lives: an invitation may wait over a weekend. */
export const STAFF_LINK_HOURS = 72;

/** Path of the console page the link opens. */
export const STAFF_ACTIVATE_PATH = "/admin/activar";

/** A one-time link to set the password (only its SHA-256 is kept); earlier unused links of this staff member stop working. */
export async function createStaffLink(db: Db | Tx, publicUrl: string, funcionarioId: number): Promise<{ link: string; expiresAt: Date }> {
  const token = newSecretToken(32);
  const expiresAt = new Date(Date.now() + STAFF_LINK_HOURS * 3600 * 1000);
  await db
    .update(funcionario_enlace)
    .set({ used_at: new Date() })
    .where(and(eq(funcionario_enlace.funcionario_id, funcionarioId), isNull(funcionario_enlace.used_at)));
  await db.insert(funcionario_enlace).values({ funcionario_id: funcionarioId, token_hash: sha256Hex(token), expires_at: expiresAt });
  const url = new URL(STAFF_ACTIVATE_PATH, `${publicUrl}/`);
  url.searchParams.set("token", token);
  return { link: url.toString(), expiresAt };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Why the link was sent: a new staff member, or an admin reset a staff member's password and TOTP. */
export type StaffLinkReason = "invitacion" | "restablecimiento";

/** The Spanish mail with the link: who it is for, why, when it expires, that TOTP comes next. */
export function staffLinkMail(config: Config, to: { email: string; nombre: string }, link: string, expiresAt: Date, reason: StaffLinkReason = "invitacion"): Mail {
  const when = new Intl.DateTimeFormat("es-GT", { timeZone: "America/Guatemala", dateStyle: "long", timeStyle: "short" }).format(expiresAt);
  const consola = `la consola de revisión del portal de transportistas ${deProveedor(config.PROVIDER_NAME)}`;
  const intro =
    reason === "invitacion"
      ? `Se le dio acceso a ${consola}.`
      : `Un administrador restableció su acceso a ${consola}: su contraseña y su código de verificación anteriores ya no sirven.`;
  const next =
    reason === "invitacion"
      ? "Al iniciar sesión por primera vez configurará un código de verificación en una aplicación de autenticación de su teléfono."
      : "Al iniciar sesión configurará de nuevo el código de verificación en la aplicación de autenticación de su teléfono.";
  const expiry = `El enlace vence en ${STAFF_LINK_HOURS} horas (${when}, hora de Guatemala) y solo puede usarse una vez.`;
  const text = [`Hola, ${to.nombre}:`, "", intro, "", "Para elegir su contraseña, abra este enlace:", link, "", expiry, "", next, "", config.PROVIDER_NAME];
  const html = [
    `<p>Hola, ${escapeHtml(to.nombre)}:</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">Elegir mi contraseña</a></p>`,
    `<p>${escapeHtml(expiry)}</p>`,
    `<p>${escapeHtml(next)}</p>`,
    `<p>${escapeHtml(config.PROVIDER_NAME)}</p>`,
  ].join("\n");
  return { to: to.email, subject: `Acceso a la consola - ${config.PROVIDER_SHORT_NAME}`, text: text.join("\n"), html };
}
