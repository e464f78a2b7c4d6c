import { z } from "zod";
import { todayInGuatemala } from "./formats";
import { sumarDiasHabiles } from "./feriados";
import { requiredText } from "./fields";
import { nextCursorSchema } from "./pagination";
import { TIPOS_REVISION } from "./revision";

/**
 * The electronic notice box (issue 22): the authority's formal notices to a carrier, their receipt, the
 * deadline of a requirement in business days and the carrier's answers. A notice counts as served when a
 * person of the carrier first opens it or, unread, DIAS_NOTIFICACION_TACITA calendar days after it was
 * sent, whichever is first; the date is computed from the stored facts, no job sets it.
 */

export const TIPOS_NOTIFICACION = ["requerimiento", "aviso"] as const;
export type TipoNotificacion = (typeof TIPOS_NOTIFICACION)[number];
export { CIERRE_LABEL, TIPO_NOTIFICACION_LABEL } from "./code-labels";

export const CIERRES = ["atendido", "no_atendido"] as const;
export type Cierre = (typeof CIERRES)[number];

/** Calendar days after which an unread notice counts as served. */
export const DIAS_NOTIFICACION_TACITA = 10;
/** Business days a requirement may give (the form's bounds). */
export const PLAZO_DIAS_MAX = 60;
/** PDFs per notice or answer. */
export const ADJUNTOS_MAX = 3;
export const ASUNTO_MAX = 200;
export const CUERPO_MAX = 5000;

export const BUZON_MSG = {
  asunto: "Escriba el asunto.",
  cuerpo: "Escriba el texto de la notificación.",
  texto: "Escriba su respuesta.",
  plazo: `Indique el plazo en días hábiles, de 1 a ${PLAZO_DIAS_MAX}.`,
  plazoSoloRequerimiento: "Solo un requerimiento lleva plazo.",
  tipo: "Seleccione requerimiento o aviso.",
  adjuntos: `Adjunte como máximo ${ADJUNTOS_MAX} archivos PDF.`,
  nombreAdjunto: "Indique el nombre del archivo.",
  registro: "Indique el tipo y el número del registro, o ninguno.",
  noEncontrada: "Notificación no encontrada.",
  soloRequerimiento: "Solo un requerimiento se responde o se cierra.",
  cerrado: "El requerimiento ya está cerrado.",
  cierre: "Indique si el requerimiento fue atendido o no atendido.",
  notificadaPorVencimiento: "Notificada por vencimiento del plazo",
  fueraDePlazo: "fuera de plazo",
  tituloConstancia: "Constancia de notificación",
  filtro: "Filtro no válido.",
} as const;

/** The facts stored on a notice that its service and deadline follow from. */
export interface HechosNotificacion {
  tipo: TipoNotificacion;
  enviada_en: string | Date;
  leida_en: string | Date | null;
  plazo_dias: number | null;
}

export interface EstadoNotificacion {
  /** When it counts as served (ISO), or null while it is not yet. */
  notificada_en: string | null;
  /** `lectura`: opened within the period; `vencimiento`: the period ran out unread. */
  forma: "lectura" | "vencimiento" | null;
  /** The last day (YYYY-MM-DD, Guatemala) to answer a requirement, or null (aviso, or not served yet). */
  vence_el: string | null;
}

const DAY_MS = 86_400_000;
const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/** The moment an unread notice counts as served: sent + 10 calendar days. */
export function notificacionTacita(enviadaEn: string | Date): Date {
  return new Date(toDate(enviadaEn).getTime() + DIAS_NOTIFICACION_TACITA * DAY_MS);
}

/**
 * When a notice counts as served and until when a requirement may be answered, as of `now`. Opened on or
 * before the lapse: served when opened. Unread at the lapse (or opened after it): served at the lapse.
 * The deadline runs from the day after the day it was served (Guatemala's calendar).
 */
export function estadoNotificacion(n: HechosNotificacion, now: Date = new Date()): EstadoNotificacion {
  const tacita = notificacionTacita(n.enviada_en);
  const leida = n.leida_en ? toDate(n.leida_en) : null;
  let notificada: Date | null = null;
  let forma: EstadoNotificacion["forma"] = null;
  if (leida && leida.getTime() <= tacita.getTime()) {
    notificada = leida;
    forma = "lectura";
  } else if (now.getTime() >= tacita.getTime()) {
    notificada = tacita;
    forma = "vencimiento";
  }
  return {
    notificada_en: notificada ? notificada.toISOString() : null,
    forma,
    vence_el: notificada ? venceEl(n, notificada) : null,
  };
}

/** The last day of a requirement served at `notificada`, or null for a notice without a deadline. */
export function venceEl(n: Pick<HechosNotificacion, "tipo" | "plazo_dias">, notificada: Date): string | null {
  if (n.tipo !== "requerimiento" || !n.plazo_dias) return null;
  return sumarDiasHabiles(todayInGuatemala(notificada), n.plazo_dias);
}

/** Whether an answer given at `at` comes after the deadline's last day (Guatemala's calendar). */
export function esFueraDePlazo(vence: string | null, at: Date): boolean {
  return vence !== null && todayInGuatemala(at) > vence;
}

const adjuntoSchema = z.object({
  nombre: requiredText(200, BUZON_MSG.nombreAdjunto),
  pdf: z.string({ error: "Adjunte un archivo PDF." }).meta({ description: "El PDF como data URL (`data:application/pdf;base64,…`)." }),
});

const adjuntosField = z.array(adjuntoSchema, { error: BUZON_MSG.adjuntos }).max(ADJUNTOS_MAX, { error: BUZON_MSG.adjuntos }).default([]);

/** POST /api/admin/transportistas/:personaId/notificaciones */
export const notificacionBodySchema = z
  .object({
    tipo: z.enum(TIPOS_NOTIFICACION, { error: BUZON_MSG.tipo }),
    asunto: requiredText(ASUNTO_MAX, BUZON_MSG.asunto),
    cuerpo: requiredText(CUERPO_MAX, BUZON_MSG.cuerpo),
    plazo_dias: z
      .number({ error: BUZON_MSG.plazo })
      .int({ error: BUZON_MSG.plazo })
      .min(1, { error: BUZON_MSG.plazo })
      .max(PLAZO_DIAS_MAX, { error: BUZON_MSG.plazo })
      .nullable()
      .optional()
      .meta({ description: "Plazo en días hábiles de Guatemala (solo requerimiento); corre desde el día siguiente a la notificación." }),
    registro_tipo: z.enum(TIPOS_REVISION, { error: BUZON_MSG.registro }).nullable().optional(),
    registro_id: z.number({ error: BUZON_MSG.registro }).int().min(1).max(2_147_483_647).nullable().optional(),
    adjuntos: adjuntosField,
  })
  .superRefine((b, ctx) => {
    if (b.tipo === "requerimiento" && !b.plazo_dias) ctx.addIssue({ code: "custom", path: ["plazo_dias"], message: BUZON_MSG.plazo });
    if (b.tipo === "aviso" && b.plazo_dias) ctx.addIssue({ code: "custom", path: ["plazo_dias"], message: BUZON_MSG.plazoSoloRequerimiento });
    if ((b.registro_tipo == null) !== (b.registro_id == null)) ctx.addIssue({ code: "custom", path: ["registro_id"], message: BUZON_MSG.registro });
  });
export type NotificacionBody = z.input<typeof notificacionBodySchema>;

/** POST /api/buzon/:id/respuestas */
export const respuestaBodySchema = z.object({
  texto: requiredText(CUERPO_MAX, BUZON_MSG.texto),
  adjuntos: adjuntosField,
});

/** POST /api/admin/notificaciones/:id/cierre */
export const cierreBodySchema = z.object({ cierre: z.enum(CIERRES, { error: BUZON_MSG.cierre }) });

export const adjuntoRowSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  sha256: z.string().meta({ description: "SHA-256 (hex) de los bytes del PDF." }),
  size: z.number().int(),
});

export const respuestaRowSchema = z.object({
  id: z.number().int(),
  texto: z.string(),
  enviada_en: z.string(),
  autor: z.string().meta({ description: "Quien respondió (la persona de la cuenta)." }),
  fuera_de_plazo: z.boolean(),
  adjuntos: z.array(adjuntoRowSchema),
});

export const notificacionRowSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_NOTIFICACION),
  origen: z.enum(["manual", "rechazo"]),
  asunto: z.string(),
  enviada_en: z.string(),
  remitente: z.string().meta({ description: "Nombre del funcionario que la envió." }),
  plazo_dias: z.number().int().nullable(),
  registro_tipo: z.enum(TIPOS_REVISION).nullable(),
  registro_id: z.number().int().nullable(),
  contenido_sha256: z.string(),
  leida_en: z.string().nullable(),
  leida_por: z.string().nullable().meta({ description: "Quien la abrió primero (la persona), o null." }),
  notificada_en: z.string().nullable(),
  forma: z.enum(["lectura", "vencimiento"]).nullable(),
  vence_el: z.string().nullable(),
  vencido: z.boolean().meta({ description: "Requerimiento abierto, sin respuesta y con el plazo vencido." }),
  respondida: z.boolean(),
  cierre: z.enum(CIERRES).nullable(),
  cerrada_en: z.string().nullable(),
  persona_id: z.number().int(),
  nit: z.string(),
  nombre: z.string().nullable(),
});
export type NotificacionRow = z.infer<typeof notificacionRowSchema>;

export const notificacionDetailSchema = z.object({
  notificacion: notificacionRowSchema.extend({
    cuerpo: z.string(),
    leida_ip: z.string().nullable().meta({ description: "Dirección desde la que se abrió (solo en la consola)." }),
    adjuntos: z.array(adjuntoRowSchema),
    respuestas: z.array(respuestaRowSchema),
  }),
});
export type NotificacionDetail = z.infer<typeof notificacionDetailSchema>["notificacion"];

export const notificacionListSchema = z.object({ notificaciones: z.array(notificacionRowSchema), next_cursor: nextCursorSchema });

export const buzonResumenSchema = z.object({ buzon: z.object({ sin_leer: z.number().int(), por_responder: z.number().int() }) });

export const FILTROS_NOTIFICACION = ["sin_leer", "notificada_por_vencimiento", "por_responder", "vencidas"] as const;
export type FiltroNotificacion = (typeof FILTROS_NOTIFICACION)[number];
export const FILTRO_NOTIFICACION_LABEL: Record<FiltroNotificacion, string> = {
  sin_leer: "Sin leer",
  notificada_por_vencimiento: "Notificadas por vencimiento",
  por_responder: "Esperando respuesta",
  vencidas: "Plazo vencido",
};

/** How a notice's receipt reads for people. */
export function describirRecepcion(r: Pick<NotificacionRow, "forma" | "leida_en" | "leida_por" | "notificada_en">, fecha: (iso: string) => string): string {
  if (r.forma === "vencimiento" && r.notificada_en) return `${BUZON_MSG.notificadaPorVencimiento} el ${fecha(r.notificada_en)}`;
  if (r.leida_en) return `Leída el ${fecha(r.leida_en)} por ${r.leida_por ?? "—"}`;
  return "Sin leer";
}

/** `GET /api/admin/notificaciones` filters (besides `limit`/`cursor`). */
export const notificacionFiltersSchema = z.object({
  filtro: z.enum(FILTROS_NOTIFICACION, { error: BUZON_MSG.filtro }).optional(),
  nit: z.string({ error: BUZON_MSG.filtro }).trim().toUpperCase().max(20, { error: BUZON_MSG.filtro }).optional().transform((v) => v || undefined),
  registro_tipo: z.enum(TIPOS_REVISION, { error: BUZON_MSG.registro }).optional(),
  registro_id: z.coerce.number({ error: BUZON_MSG.registro }).int({ error: BUZON_MSG.registro }).min(1, { error: BUZON_MSG.registro }).max(2_147_483_647, { error: BUZON_MSG.registro }).optional(),
});

export const notificacionCountsSchema = z.object({
  notificaciones: z.object({ sin_leer: z.number().int(), notificada_por_vencimiento: z.number().int(), por_responder: z.number().int(), vencidas: z.number().int() }),
});

export const notificacionThreadSchema = z.object({ notificaciones: z.array(notificacionDetailSchema.shape.notificacion) });
