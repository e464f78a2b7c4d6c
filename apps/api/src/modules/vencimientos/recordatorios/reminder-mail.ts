import { SALUDO_CORREO } from "@portal/domain/messages";
import { COMO_RENOVAR, type Pendiente, type Vencimiento } from "@portal/domain/vencimiento";
import type { Config } from "../../../config";
import type { Mail } from "../../../plugins/mail";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fechaLegible = (iso: string) => iso.split("-").reverse().join("/");

function cuando(dias: number): string {
  if (dias < 0) return dias === -1 ? "venció ayer" : `venció hace ${-dias} días`;
  if (dias === 0) return "vence hoy";
  return dias === 1 ? "vence mañana" : `vence en ${dias} días`;
}

/** Links of every reminder: the screen that fixes it, the unsubscribe page, and the one-click address of RFC 8058. */
export interface ReminderLinks {
  screen: string;
  unsubscribe: string;
  oneClick: string;
}

function compose(config: Config, to: string, subject: string, body: string[], links: ReminderLinks): Mail {
  const footer = [
    "",
    `Para dejar de recibir estos recordatorios en ${to}, abra: ${links.unsubscribe}`,
    "(También puede activarlos o desactivarlos en «Correos electrónicos» de su persona en el portal.)",
    "",
    config.PROVIDER_NAME,
  ];
  const html = [
    ...body.map((line) => (line.startsWith("http") ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>` : `<p>${escapeHtml(line)}</p>`)),
    `<p style="font-size:small">Para dejar de recibir estos recordatorios en ${escapeHtml(to)}, <a href="${escapeHtml(links.unsubscribe)}">cancele la suscripción</a>.</p>`,
    `<p>${escapeHtml(config.PROVIDER_NAME)}</p>`,
  ].join("\n");
  return {
    to,
    subject: `${subject} - ${config.PROVIDER_SHORT_NAME}`,
    text: [...body, ...footer].join("\n"),
    html,
    headers: { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** "Su Póliza POL-1 del vehículo 123ABC vence en 30 días", with its date and where to renew it. */
export function vencimientoMail(config: Config, to: string, item: Vencimiento, links: ReminderLinks): Mail {
  const when = cuando(item.dias_restantes);
  const body = [
    SALUDO_CORREO,
    "",
    `${item.descripcion} ${when} (${fechaLegible(item.fecha)}).`,
    `${COMO_RENOVAR[item.tipo]}:`,
    links.screen,
  ];
  return compose(config, to, `${item.descripcion} ${when}`, body, links);
}

/** The weekly digest of what is still missing. */
export function pendientesMail(config: Config, to: string, items: Pendiente[], links: ReminderLinks): Mail {
  const body = [
    SALUDO_CORREO,
    "",
    items.length === 1 ? "Aún falta completar un dato en el portal:" : `Aún faltan ${items.length} datos por completar en el portal:`,
    ...items.map((i) => `- ${i.descripcion}`),
    "",
    "Véalos y complételos desde la página de inicio:",
    links.screen,
  ];
  return compose(config, to, "Datos pendientes en el portal de transportistas", body, links);
}

/** A gestor's access to the carrier ends soon: renew it under "Miembros" (issue 21). */
export function mandatoMail(config: Config, to: string, m: { nombre: string | null; nit: string; vence: string }, links: ReminderLinks): Mail {
  const who = `${m.nombre ?? "Un gestor"} (NIT ${m.nit})`;
  const body = [
    SALUDO_CORREO,
    "",
    `El acceso de ${who} a sus datos en el portal termina el ${fechaLegible(m.vence)}.`,
    "Si debe seguir actuando por usted, renuévelo en «Miembros»:",
    links.screen,
  ];
  return compose(config, to, `El acceso de ${who} termina pronto`, body, links);
}
