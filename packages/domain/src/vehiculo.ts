import { z } from "zod";
import { catalogueRefSchema } from "./catalogue-ref";
import { PDF_MEDIA_TYPE, parseDataUrl } from "./documento";
import { catalogueId, isoDate, nitField, optionalText, requiredText } from "./fields";
import { MODEL_YEAR, PLATE } from "./formats";
import { polizaReportadaVistaSchema } from "./poliza-reportada";
import { MSG } from "./messages";
import { normalizeAmount } from "./normalize-input";
import { nextCursorSchema } from "./pagination";
import { revisionFieldsShape } from "./revision";

/** Vehicles of an operation card with their insurance policy (spec parts 3, 5 and 7). */

export const VEHICULO_MSG = {
  plateFormat: MSG.plateFormat,
  modeloFormat: MSG.formatInvalid,
  asiento: "El número de asientos debe estar entre 1 y 99.",
  entero: "Ingrese un número entero válido.",
  monto: "Ingrese un monto válido: mayor o igual a 0 y con hasta 2 decimales.",
  polizaFinBeforeInicio: "La fecha de fin de la póliza debe ser posterior a la fecha de inicio.",
  documentoRequired: "Adjunte el documento PDF de la póliza.",
  pdfOnly: MSG.pdfOnly,
  duplicatePlaca: "Ya existe un vehículo con ese número de placa en esta tarjeta de operación.",
  /** Names no other vehicle nor carrier (docs/decisions/070). */
  placaEnOtroVehiculo: "La placa ya está registrada en otro vehículo activo.",
  sinDocumento: "El vehículo no tiene documento de póliza.",
} as const;

/** Money as the policy columns keep it: up to 12 integer digits and 2 decimals, never negative. */
const MONEY = /^\d{1,12}(?:\.\d{1,2})?$/;

const moneyField = z
  .union([z.number(), z.string().max(20, { abort: true })], { error: VEHICULO_MSG.monto })
  // "4,500.50" and "Q 4,500.50" are read as 4500.50; the stored form has no separators.
  .transform((v) => (typeof v === "number" ? String(v) : normalizeAmount(v)))
  .refine((v) => MONEY.test(v), { error: VEHICULO_MSG.monto });

const optionalInt = (max: number) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.coerce.number({ error: VEHICULO_MSG.entero }).int({ error: VEHICULO_MSG.entero }).min(0, { error: VEHICULO_MSG.entero }).max(max, { error: VEHICULO_MSG.entero }).nullable(),
  );

/** A data URL of type application/pdf; the API also checks size and the PDF bytes. */
export const pdfDataUrlField = z
  .string({ error: VEHICULO_MSG.documentoRequired })
  .min(1, { error: VEHICULO_MSG.documentoRequired })
  .refine((v) => parseDataUrl(v)?.mediaType === PDF_MEDIA_TYPE, { error: MSG.pdfOnly });

/** The vehicle and policy fields shared by create and update (forms `pick` from here). */
export const vehiculoFields = z.object({
  nit: nitField,
  asiento: z.coerce.number({ error: VEHICULO_MSG.asiento }).int({ error: VEHICULO_MSG.asiento }).min(1, { error: VEHICULO_MSG.asiento }).max(99, { error: VEHICULO_MSG.asiento }),
  numero_placa: z
    .string({ error: MSG.plateFormat })
    .trim()
    .max(10, { error: MSG.plateFormat, abort: true })
    .toUpperCase()
    .regex(PLATE, { error: MSG.plateFormat }),
  motor: requiredText(25),
  modelo: z
    .union([z.string().max(10, { abort: true }), z.number()], { error: MSG.formatInvalid })
    .transform((v) => String(v).trim())
    .refine((v) => MODEL_YEAR.test(v), { error: MSG.formatInvalid }),
  linea: optionalText(60),
  cilindro: optionalInt(64),
  cc: optionalInt(100_000),
  numero_serie: optionalText(25),
  numero_chasis: requiredText(25),
  color_id: catalogueId(),
  tipo_vehiculo_id: catalogueId(),
  tipo_placa_id: catalogueId(),
  tipo_uso_id: catalogueId(),
  tipo_combustible_id: catalogueId(),
  marca_vehiculo_id: catalogueId(),
  activo: z.boolean().default(true),
  nombre_aseguradora: requiredText(150),
  poliza_numero: requiredText(50),
  poliza_prima_total: moneyField,
  poliza_valor: moneyField,
  poliza_monto_asegurado: moneyField,
  poliza_tipo_seguro: requiredText(100),
  poliza_fecha_inicio: isoDate(),
  poliza_fecha_fin: isoDate(),
  poliza_documento: pdfDataUrlField,
});

const polizaDates = (v: { poliza_fecha_inicio: string; poliza_fecha_fin: string }) => v.poliza_fecha_fin > v.poliza_fecha_inicio;
const polizaDatesIssue = { error: VEHICULO_MSG.polizaFinBeforeInicio, path: ["poliza_fecha_fin"] };

/** POST /api/vehiculo/{tarjetaId}/tarjeta_operacion: vehicle, policy and policy PDF together. */
export const vehiculoCreateSchema = vehiculoFields.refine(polizaDates, polizaDatesIssue);
export type VehiculoCreate = z.input<typeof vehiculoCreateSchema>;
export type VehiculoCreateInput = z.output<typeof vehiculoCreateSchema>;

/** PUT /api/vehiculo/{id}: the same fields; without `poliza_documento` the stored PDF stays. */
export const vehiculoUpdateSchema = vehiculoFields
  .extend({ poliza_documento: pdfDataUrlField.optional() })
  .refine(polizaDates, polizaDatesIssue);
export type VehiculoUpdate = z.input<typeof vehiculoUpdateSchema>;
export type VehiculoUpdateInput = z.output<typeof vehiculoUpdateSchema>;

/**
 * The vehicle and policy fields without the PDF: the web form, and the `vehiculo` field (JSON) of the
 * multipart create and update, whose file travels beside it as `poliza_documento` (decision 185).
 */
export const vehiculoFormSchema = vehiculoFields.omit({ poliza_documento: true }).refine(polizaDates, polizaDatesIssue);
export type VehiculoForm = z.input<typeof vehiculoFormSchema>;
export type VehiculoFormInput = z.output<typeof vehiculoFormSchema>;

/** The policy as read. Amounts are exact decimal strings ("1500.00"). */
export const polizaSchema = z.object({
  numero: z.string(),
  nombre_aseguradora: z.string(),
  tipo_seguro: z.string(),
  prima_total: z.string(),
  valor: z.string(),
  monto_asegurado: z.string(),
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
  /** Derived: true while today (Guatemala) lies within [fecha_inicio, fecha_fin]. */
  activo: z.boolean(),
  tiene_documento: z.boolean(),
});
export type Poliza = z.infer<typeof polizaSchema>;

export const vehiculoSchema = z.object({
  id: z.number().int(),
  nit: z.string(),
  asiento: z.number().int(),
  numero_placa: z.string(),
  motor: z.string(),
  modelo: z.string(),
  linea: z.string().nullable(),
  cilindro: z.number().int().nullable(),
  cc: z.number().int().nullable(),
  numero_serie: z.string().nullable(),
  numero_chasis: z.string(),
  color_id: z.number().int(),
  tipo_vehiculo_id: z.number().int(),
  tipo_placa_id: z.number().int(),
  tipo_uso_id: z.number().int(),
  tipo_combustible_id: z.number().int(),
  marca_vehiculo_id: z.number().int(),
  licencia_id: z.number().int(),
  tarjeta_operacion_id: z.number().int(),
  activo: z.boolean(),
  created_at: z.string(),
  /** The colour; its name is `color.nombre`. */
  color: catalogueRefSchema,
  tipo_vehiculo: catalogueRefSchema,
  marca: catalogueRefSchema,
  tipo_uso: catalogueRefSchema,
  tipo_combustible: catalogueRefSchema,
  tipo_placa: catalogueRefSchema,
  poliza: polizaSchema.nullable(),
  /** The policy the insurer reported for this plate (issue 24): "Póliza reportada por <aseguradora>"; null when none did. */
  poliza_reportada: polizaReportadaVistaSchema.nullable(),
  ...revisionFieldsShape,
});
export type Vehiculo = z.infer<typeof vehiculoSchema>;

/** GET /api/vehiculo/{id}: the row plus the licence and card it hangs from. */
export const vehiculoDetailSchema = vehiculoSchema.extend({
  licencia: z.object({ id: z.number().int(), numero: z.string(), fin: z.string() }),
  tarjeta_operacion: z.object({ id: z.number().int(), numero: z.string() }),
});
export type VehiculoDetail = z.infer<typeof vehiculoDetailSchema>;

/** One page of a card's vehicles (decision 095): the spec's key plus `next_cursor`. */
export const vehiculoListSchema = z.object({ vehiculo: z.array(vehiculoSchema), next_cursor: nextCursorSchema });
export type VehiculoList = z.infer<typeof vehiculoListSchema>;
export const vehiculoDetailResponseSchema = z.object({ vehiculo: vehiculoDetailSchema });
/** GET /api/vehiculo/{id}/poliza_documento, in the shape of the other document contents. */
export const polizaDocumentoSchema = z.object({ documento: z.array(z.object({ documento: z.string() })) });
