import { z } from "zod";
import { ESTADO_POLIZA_REPORTADA_LABEL } from "./code-labels";
import { isoDate } from "./fields";
import { PLATE } from "./formats";

/**
 * The insurers' API (issue 24): an insurer reports the policies it issued, by plate, and the registry
 * takes its word over the copy a carrier typed. Messages are for the insurer's developers, in Spanish.
 */
export const ESTADOS_POLIZA_REPORTADA = ["vigente", "cancelada", "anulada"] as const;
export type EstadoPolizaReportada = (typeof ESTADOS_POLIZA_REPORTADA)[number];
export { ESTADO_POLIZA_REPORTADA_LABEL };

/** The one scope of the insurers' API: reporting policies and reading back one's own reports. */
export const SCOPE_REPORTAR = "polizas:reportar";
export const LOTE_MAX = 1000;

export const POLIZA_REPORTADA_MSG = {
  tipoPlaca: "Indique el tipo de placa por su código (P, C, A, U, TC, TRC, TE, O, M, CD, CC, MI, DIS).",
  placa: "Placa inválida: tres dígitos y tres letras (ej. 123ABC).",
  numero: "Indique el número de póliza (hasta 50 caracteres).",
  monto: "Monto inválido: número con hasta dos decimales.",
  fechas: "La fecha de fin no puede ser anterior a la de inicio.",
  estado: "Estado inválido: vigente, cancelada o anulada.",
  motivo: "Indique el motivo de la cancelación o anulación (hasta 300 caracteres).",
  lote: `Envíe entre 1 y ${LOTE_MAX} pólizas en \`polizas\`.`,
  claveRequerida: "Falta el encabezado Idempotency-Key (de 1 a 200 caracteres visibles).",
  claveOtroCuerpo: "Esta Idempotency-Key ya se usó con otro cuerpo. Use una clave nueva para una solicitud distinta.",
  claveEnCurso: "Otra solicitud con esta Idempotency-Key está en curso. Reintente en unos segundos.",
} as const;

const MONEY = /^\d{1,12}(?:\.\d{1,2})?$/;
const amount = z
  .union([z.number().nonnegative(), z.string().max(20, { abort: true })], { error: POLIZA_REPORTADA_MSG.monto })
  .transform((v) => (typeof v === "number" ? v.toFixed(2) : v.trim()))
  .refine((v) => MONEY.test(v), { error: POLIZA_REPORTADA_MSG.monto })
  .nullish()
  .transform((v) => v ?? null);

/** One policy as an insurer reports it. */
export const polizaReporteSchema = z
  .object({
    tipo_placa: z
      .string({ error: POLIZA_REPORTADA_MSG.tipoPlaca })
      .trim()
      .max(4, { error: POLIZA_REPORTADA_MSG.tipoPlaca, abort: true })
      .toUpperCase()
      .meta({ description: "Código del tipo de placa: P, C, A, U, TC, TRC, TE, O, M, CD, CC, MI o DIS.", example: "C" }),
    numero_placa: z
      .string({ error: POLIZA_REPORTADA_MSG.placa })
      .trim()
      .max(10, { error: POLIZA_REPORTADA_MSG.placa, abort: true })
      .toUpperCase()
      .regex(PLATE, { error: POLIZA_REPORTADA_MSG.placa })
      .meta({ example: "123ABC" }),
    numero_poliza: z
      .string({ error: POLIZA_REPORTADA_MSG.numero })
      .trim()
      .min(1, { error: POLIZA_REPORTADA_MSG.numero })
      .max(50, { error: POLIZA_REPORTADA_MSG.numero })
      .meta({ example: "AUTO-2026-000123" }),
    fecha_inicio: isoDate().meta({ example: "2026-01-01" }),
    fecha_fin: isoDate().meta({ example: "2026-12-31" }),
    prima_total: amount.meta({ description: "Quetzales; opcional.", example: "4500.00" }),
    monto_asegurado: amount.meta({ description: "Quetzales; opcional.", example: "150000.00" }),
    estado: z.enum(ESTADOS_POLIZA_REPORTADA, { error: POLIZA_REPORTADA_MSG.estado }),
    motivo: z
      .string({ error: POLIZA_REPORTADA_MSG.motivo })
      .trim()
      .max(300, { error: POLIZA_REPORTADA_MSG.motivo })
      .nullish()
      .transform((v) => (v ? v : null))
      .meta({ description: "Obligatorio si el estado es cancelada o anulada: se muestra en la verificación pública.", example: "Falta de pago" }),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.fecha_fin < p.fecha_inicio) ctx.addIssue({ code: "custom", path: ["fecha_fin"], message: POLIZA_REPORTADA_MSG.fechas });
    if (p.estado !== "vigente" && !p.motivo) ctx.addIssue({ code: "custom", path: ["motivo"], message: POLIZA_REPORTADA_MSG.motivo });
  });
export type PolizaReporte = z.infer<typeof polizaReporteSchema>;

/** A batch: each item is checked alone, so the body is only an array of objects here. */
export const loteReporteSchema = z
  .object({
    polizas: z.array(z.unknown(), { error: POLIZA_REPORTADA_MSG.lote }).min(1, { error: POLIZA_REPORTADA_MSG.lote }).max(LOTE_MAX, { error: POLIZA_REPORTADA_MSG.lote }),
  })
  .strict();

/** A report as the insurer reads it back. */
export const polizaReportadaSchema = z.object({
  id: z.number().int(),
  tipo_placa: z.string(),
  numero_placa: z.string(),
  numero_poliza: z.string(),
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
  prima_total: z.string().nullable(),
  monto_asegurado: z.string().nullable(),
  estado: z.enum(ESTADOS_POLIZA_REPORTADA),
  motivo: z.string().nullable(),
  reportado_at: z.string(),
  vehiculo_registrado: z.boolean().meta({ description: "Si hay un vehículo activo con esa placa en el registro (si no, se aplicará cuando se registre)." }),
});
export type PolizaReportada = z.infer<typeof polizaReportadaSchema>;

/** The result of one report: `creada`, `actualizada` or `sin_cambios`; in a batch also `rechazada` with its errors. */
export const RESULTADOS = ["creada", "actualizada", "sin_cambios", "rechazada"] as const;
export const resultadoItemSchema = z.object({
  indice: z.number().int(),
  resultado: z.enum(RESULTADOS),
  poliza: polizaReportadaSchema.nullable(),
  errores: z.record(z.string(), z.array(z.string())).nullable(),
});
export type ResultadoItem = z.infer<typeof resultadoItemSchema>;

export const loteResultadoSchema = z.object({
  recibidas: z.number().int(),
  aceptadas: z.number().int(),
  rechazadas: z.number().int(),
  resultados: z.array(resultadoItemSchema),
});
export type LoteResultado = z.infer<typeof loteResultadoSchema>;

/** What the carrier and the staff see of the policy an insurer reported for a vehicle. */
export const polizaReportadaVistaSchema = z.object({
  aseguradora: z.string(),
  numero: z.string(),
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
  estado: z.enum(ESTADOS_POLIZA_REPORTADA),
  motivo: z.string().nullable(),
  reportado_at: z.string(),
});
export type PolizaReportadaVista = z.infer<typeof polizaReportadaVistaSchema>;

/** "Póliza reportada por <aseguradora>": the line the carrier reads on the vehicle. */
export const polizaReportadaTexto = (p: Pick<PolizaReportadaVista, "aseguradora" | "estado">) =>
  `Póliza reportada por ${p.aseguradora}: ${ESTADO_POLIZA_REPORTADA_LABEL[p.estado].toLowerCase()}`;
