import { ROL_MIEMBRO_LABEL, type RolMiembro } from "@portal/domain/miembro";
import type { Config } from "../../config";
import type { Mail } from "../../plugins/mail";

/** Path of the web page the invitation link opens. */
export const INVITACION_PATH = "/invitacion";

export function invitationLink(config: Config, token: string): string {
  const url = new URL(INVITACION_PATH, `${config.PUBLIC_URL}/`);
  url.searchParams.set("token", token);
  return url.toString();
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const longDate = (d: Date) => new Intl.DateTimeFormat("es-GT", { timeZone: "America/Guatemala", dateStyle: "long", timeStyle: "short" }).format(d);

export interface InvitationMailData {
  email: string;
  nombre: string;
  nit: string;
  transportista: string;
  rol: RolMiembro;
  vence: string | null;
  expiresAt: Date;
}

/** The Spanish mail of an invitation: for whom, which carrier and role, until when, and that an account comes first. */
export function invitationMail(config: Config, d: InvitationMailData, link: string): Mail {
  const lines = [
    `Hola, ${d.nombre}:`,
    "",
    `Se le invitó a actuar por ${d.transportista} en el portal de transportistas con el rol ${ROL_MIEMBRO_LABEL[d.rol]}.`,
    ...(d.vence ? [`Su acceso terminará el ${d.vence}, salvo que el transportista lo renueve.`] : []),
    "",
    `Para aceptar, inicie sesión con su propia cuenta (NIT ${d.nit}) y abra este enlace; si aún no tiene cuenta, regístrese primero con ese NIT:`,
    link,
    "",
    `El enlace vence el ${longDate(d.expiresAt)} (hora de Guatemala) y solo puede usarse una vez.`,
    "",
    config.PROVIDER_NAME,
  ];
  const html = lines.map((l) => (l === link ? `<p><a href="${escapeHtml(link)}">Aceptar la invitación</a></p>` : l ? `<p>${escapeHtml(l)}</p>` : "")).join("\n");
  return { to: d.email, subject: `Invitación de ${d.transportista} - ${config.PROVIDER_SHORT_NAME}`, text: lines.join("\n"), html };
}
