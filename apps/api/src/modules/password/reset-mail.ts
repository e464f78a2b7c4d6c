import { deProveedor } from "@portal/domain/provider-name";
import type { Config } from "../../config";
import type { Mail } from "../../plugins/mail";

/** The link of the reset mail: the web's /form/reset with the token and the base64 of the e-mail. */
export function resetLink(publicUrl: string, token: string, email: string): string {
  const url = new URL("/form/reset", `${publicUrl}/`);
  url.searchParams.set("token", token);
  url.searchParams.set("email", Buffer.from(email, "utf8").toString("base64"));
  return url.toString();
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Spanish reset mail: the link, when it expires (Guatemala time) and what to do if it was not you. */
export function resetMail(config: Config, to: { email: string; nit: string }, link: string, expiresAt: Date, minutes: number): Mail {
  const when = new Intl.DateTimeFormat("es-GT", { timeZone: "America/Guatemala", dateStyle: "long", timeStyle: "short" }).format(expiresAt);
  const lines = [
    "Hola:",
    "",
    `Recibimos una solicitud para restablecer la contraseña de la cuenta con NIT ${to.nit} en el portal de actualización de datos de transportistas ${deProveedor(config.PROVIDER_NAME)}.`,
    "",
    "Para elegir una nueva contraseña, abra este enlace:",
    link,
    "",
    `El enlace vence en ${minutes} minutos (${when}, hora de Guatemala) y solo puede usarse una vez.`,
    "",
    "Si usted no solicitó este cambio, ignore este correo: su contraseña no cambiará.",
    "",
    config.PROVIDER_NAME,
  ];
  const html = [
    "<p>Hola:</p>",
    `<p>Recibimos una solicitud para restablecer la contraseña de la cuenta con NIT ${escapeHtml(to.nit)} en el portal de actualización de datos de transportistas ${escapeHtml(deProveedor(config.PROVIDER_NAME))}.</p>`,
    `<p><a href="${escapeHtml(link)}">Restablecer mi contraseña</a></p>`,
    `<p>El enlace vence en ${minutes} minutos (${escapeHtml(when)}, hora de Guatemala) y solo puede usarse una vez.</p>`,
    "<p>Si usted no solicitó este cambio, ignore este correo: su contraseña no cambiará.</p>",
    `<p>${escapeHtml(config.PROVIDER_NAME)}</p>`,
  ].join("\n");
  return {
    to: to.email,
    subject: `Restablecer su contraseña - ${config.PROVIDER_SHORT_NAME}`,
    text: lines.join("\n"),
    html,
  };
}
