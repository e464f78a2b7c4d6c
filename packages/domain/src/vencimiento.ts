import { z } from "zod";
import { todayInGuatemala } from "./formats";
import { nextCursorSchema } from "./pagination";

/**
 * What is due (issue 13): dates that expire and records that are missing. Days are counted on
 * Guatemala's calendar; a date's last day itself still counts as in force.
 */

/**
 * A licence or policy whose last day (YYYY-MM-DD) is already behind us in Guatemala: the lists mark it
 * "Licencia vencida" / "Póliza vencida". Its last day itself still counts as in force.
 */
export function isVencida(fin: string | null | undefined, today: string = todayInGuatemala()): boolean {
  if (!fin) return false;
  return fin < today;
}

import { addDias, dayNumber } from "./dias";

export { addDias };

/** Whole days from `today` to `fecha` (both YYYY-MM-DD): 0 on the last day, negative once expired. */
export function diasRestantes(fecha: string, today: string = todayInGuatemala()): number {
  return Math.round(dayNumber(fecha) - dayNumber(today));
}


/**
 * Days ahead within which a date is "por vencer": Inicio paints it amber and the lists (licences,
 * policies) warn beside the date; the last day itself (0) and an expired date are past warning.
 */
export const POR_VENCER_DIAS = 30;

/** Whether `fecha` is still in force but ends within POR_VENCER_DIAS days (its last day included). */
export function isPorVencer(fecha: string | null | undefined, today: string = todayInGuatemala()): boolean {
  if (!fecha) return false;
  const dias = diasRestantes(fecha, today);
  return dias >= 0 && dias <= POR_VENCER_DIAS;
}

export const VENCIMIENTO_DIAS_DEFAULT = 90;
export const VENCIMIENTO_DIAS_MAX = 366;

export const VENCIMIENTO_MSG = {
  dias: `Indique los días como un número entero de 0 a ${VENCIMIENTO_DIAS_MAX}.`,
} as const;

/** `?dias=`: how far ahead to look, 0 to VENCIMIENTO_DIAS_MAX days, VENCIMIENTO_DIAS_DEFAULT when absent. */
export const vencimientoDiasField = z.coerce
  .number({ error: VENCIMIENTO_MSG.dias })
  .int({ error: VENCIMIENTO_MSG.dias, abort: true })
  .min(0, { error: VENCIMIENTO_MSG.dias })
  .max(VENCIMIENTO_DIAS_MAX, { error: VENCIMIENTO_MSG.dias })
  .default(VENCIMIENTO_DIAS_DEFAULT);

/** What expires: a transport licence, a vehicle's policy, a pilot's licence, a representative's term, a QR code. */
export const VENCIMIENTO_TIPOS = ["licencia", "licencia_piloto", "poliza", "qr", "representante"] as const;
export type VencimientoTipo = (typeof VENCIMIENTO_TIPOS)[number];

/**
 * What the carrier does about each kind of expiry, in the calendar's events and the reminder mails:
 * a request in "usted" naming the thing, which a bare "Actualícelo" did not (and in the wrong gender
 * for a licence). Each ends where a link or ":" follows.
 */
export const COMO_RENOVAR: Record<VencimientoTipo, string> = {
  licencia: "Renueve su licencia de transporte y registre la licencia renovada en el portal",
  poliza: "Renueve la póliza con su aseguradora y registre la nueva póliza en los datos del vehículo, en el portal",
  licencia_piloto: "Cuando el piloto renueve su licencia de conducir, registre la nueva fecha de vencimiento en el portal",
  representante: "Renueve el nombramiento del representante legal y registre el nuevo plazo en el portal",
  qr: "Genere un nuevo código QR para el vehículo en el portal",
};

export const vencimientoSchema = z.object({
  tipo: z.enum(VENCIMIENTO_TIPOS),
  /** Id of the licence, vehicle (for its policy), pilot, representative or QR code. */
  id: z.number().int(),
  descripcion: z.string(),
  /** Last day in force, YYYY-MM-DD. */
  fecha: z.string(),
  /** Days from today (Guatemala) to `fecha`: negative once expired. */
  dias_restantes: z.number().int(),
  /** The portal screen where it is renewed. */
  ruta: z.string(),
  /** The vehicle of a policy or QR code (the screens open it by vehicle); null for the others. */
  vehiculo_id: z.number().int().nullable(),
});
export type Vencimiento = z.infer<typeof vencimientoSchema>;

export const vencimientoListSchema = z.object({ vencimientos: z.array(vencimientoSchema), next_cursor: nextCursorSchema });
export type VencimientoList = z.infer<typeof vencimientoListSchema>;

/**
 * What is missing: required documents of the carrier (natural or legal person), a mandatario, an
 * abogado or a pilot (every catalogue type of the family is required, decision 136), a legal
 * entity without representatives, and an active vehicle whose policy has no PDF (an imported row, issue 23).
 */
export const PENDIENTE_TIPOS = [
  "documentos_natural",
  "documentos_juridico",
  "documentos_mandato",
  "documentos_abogado_auxiliar",
  "documentos_piloto",
  "representantes",
  "poliza_sin_pdf",
] as const;
export type PendienteTipo = (typeof PENDIENTE_TIPOS)[number];

export const pendienteSchema = z.object({
  tipo: z.enum(PENDIENTE_TIPOS),
  /** Id of the natural, juridico, mandato, abogado_auxiliar or piloto row the item is about. */
  id: z.number().int(),
  descripcion: z.string(),
  /** How many required documents are missing (1 for a legal entity without representatives). */
  faltantes: z.number().int(),
  ruta: z.string(),
});
export type Pendiente = z.infer<typeof pendienteSchema>;

export const pendienteListSchema = z.object({ pendientes: z.array(pendienteSchema) });
export type PendienteList = z.infer<typeof pendienteListSchema>;

/** Reminders by e-mail of what is due (issue 13): the per-address switch and the unsubscribe link. */
export const RECORDATORIO_MSG = {
  bajaInvalida: "El enlace para dejar de recibir recordatorios no es válido. Desactívelos desde «Correos electrónicos» en el portal.",
  baja: "Ya no recibirá recordatorios en esta dirección.",
  activados: "Recibirá recordatorios en este correo.",
  desactivados: "Ya no recibirá recordatorios en este correo.",
  recordatoriosRequired: "Indique si desea recibir recordatorios (recordatorios: true o false).",
} as const;

export const recordatoriosUpdateSchema = z.object(
  { recordatorios: z.boolean({ error: RECORDATORIO_MSG.recordatoriosRequired }) },
  { error: RECORDATORIO_MSG.recordatoriosRequired },
);
export type RecordatoriosUpdate = z.infer<typeof recordatoriosUpdateSchema>;

export const bajaAnswerSchema = z.object({ message: z.string(), email: z.string() });
export type BajaAnswer = z.infer<typeof bajaAnswerSchema>;
