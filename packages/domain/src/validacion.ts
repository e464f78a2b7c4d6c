import { z } from "zod";
import { nextCursorSchema } from "./pagination";
import { revocacionPublicaSchema } from "./revocacion";
import { VALIDACION_ESTADOS, type ValidacionEstado } from "./validacion-estados";

/**
 * Vehicle validation QR codes (spec part 7, "Vehicle validation QR") and their public check at
 * /verificar/{codigo}?llave=…, which anyone holding the printed QR can open without logging in.
 */

export { VALIDACION_ESTADOS, type ValidacionEstado } from "./validacion-estados";

export const VALIDACION_MSG = {
  sinPoliza: "No se puede generar el QR: el vehículo no tiene póliza de seguro. Edite el vehículo, registre su póliza y vuelva a generar el QR.",
  vehiculoInactivo: "No se puede generar el QR: el vehículo está inactivo. Edite el vehículo, marque «Vehículo activo» y vuelva a generar el QR.",
  noEncontrado: "Código de verificación no encontrado.",
} as const;

/**
 * Why QR generation was refused (the 422's `motivo`, docs/decisions/135): which record blocks it, so a
 * client can point at the one to fix. New values may be added; a client shows `message` for one it
 * does not know.
 */
export const QR_MOTIVOS = [
  "VEHICULO_INACTIVO",
  "POLIZA_FALTANTE",
  "POLIZA_VENCIDA",
  "POLIZA_NO_INICIADA",
  // The insurer reported the policy in effect out of force (issue 24).
  "POLIZA_CANCELADA",
  "POLIZA_ANULADA",
  "LICENCIA_VENCIDA",
  "LICENCIA_NO_INICIADA",
] as const;
export type QrMotivo = (typeof QR_MOTIVOS)[number];

const dmy = (iso: string) => iso.split("-").reverse().join("/");

/** The refusal's message for a date-bound reason: which record, which date, what to do. */
export const QR_FECHA_MSG = {
  licenciaVencida: (numero: string, fin: string) =>
    `No se puede generar el QR: la licencia ${numero} venció el ${dmy(fin)}. Actualice la fecha de expiración de la licencia y vuelva a generar el QR.`,
  licenciaNoIniciada: (numero: string, inicia: string) =>
    `No se puede generar el QR: la licencia ${numero} empieza a regir el ${dmy(inicia)}. Podrá generarlo desde esa fecha.`,
  polizaVencida: (numero: string, fin: string) =>
    `No se puede generar el QR: la póliza ${numero} venció el ${dmy(fin)}. Edite el vehículo, registre la póliza vigente y vuelva a generar el QR.`,
  polizaNoIniciada: (numero: string, inicio: string) =>
    `No se puede generar el QR: la póliza ${numero} empieza a regir el ${dmy(inicio)}. Podrá generarlo desde esa fecha.`,
} as const;

/** The 422 of QR generation: the usual `{ message }` plus `motivo`. */
export const qrRefusalSchema = z.object({ message: z.string(), motivo: z.enum(QR_MOTIVOS) });
export type QrRefusal = z.infer<typeof qrRefusalSchema>;

/** Crockford base32 (no I, L, O, U): short codes a person can read aloud or type. */
export const CODIGO_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODIGO_LENGTH = 8;
/** CODIGO_LENGTH characters of CODIGO_ALPHABET. */
const CODIGO = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/** A typed code, read leniently as Crockford does: case, dashes and spaces ignored, O→0, I/L→1. */
export function normalizeCodigo(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
}
export const isCodigo = (value: string) => CODIGO.test(value);

/** A QR is valid until the earlier of the licence end and the policy end. */
export function validacionVigencia(licenciaFin: string, polizaFin: string): string {
  return licenciaFin < polizaFin ? licenciaFin : polizaFin;
}

export interface ValidacionFacts {
  revocado: boolean;
  /** False once the vehicle, its card or its licence is gone. */
  vehiculoExiste: boolean;
  /** The vehicle's `activo` now (false when it is gone). */
  vehiculoActivo: boolean;
  vigencia: string;
  /** Current end dates; null when the row is gone. */
  licenciaFin: string | null;
  polizaFin: string | null;
  /** The insurer reported the policy in effect as cancelled or annulled (issue 24). */
  polizaRetirada?: boolean;
}

/**
 * A gone vehicle makes every code REVOCADO; an inactive one makes every code INACTIVO (its codes were
 * revoked when it was deactivated, and stay revoked if it is activated again); then REVOCADO beats
 * VENCIDO beats VIGENTE (docs/decisions/071).
 */
export function validacionEstado(f: ValidacionFacts, today: string): ValidacionEstado {
  if (!f.vehiculoExiste) return "REVOCADO";
  if (!f.vehiculoActivo) return "INACTIVO";
  if (f.revocado || f.polizaRetirada) return "REVOCADO";
  const ends = [f.vigencia, f.licenciaFin, f.polizaFin].filter((d): d is string => d !== null);
  return ends.some((d) => d < today) ? "VENCIDO" : "VIGENTE";
}

/** A QR record as the owner sees it (/validacionPiloto). */
export const validarSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  llave: z.string(),
  vigencia: z.string(),
  estado: z.enum(VALIDACION_ESTADOS),
  created_at: z.string(),
});
export type Validar = z.infer<typeof validarSchema>;

/** One page of a vehicle's QR codes (decision 095): the spec's key plus `next_cursor`. */
export const validarListSchema = z.object({ validar: z.array(validarSchema), next_cursor: nextCursorSchema });
export const validarCreatedSchema = z.object({ validar: validarSchema });
/**
 * The QR image's file name: the plate and the code, so a carrier with several vehicles can tell the files
 * apart (decision 202; the spec's QR_{id}.png named the row). Only letters and digits of the plate.
 */
export const qrFileName = (placa: string, codigo: string) => `QR_${placa.toUpperCase().replace(/[^A-Z0-9]/g, "")}_${codigo}.png`;

/** The QR image: the first entry is a PNG data URL; `archivo` is the name to save it under. */
export const validarDocumentoSchema = z.object({
  documento: z.array(z.string()),
  archivo: z.string().meta({ description: "Nombre del archivo: QR_{placa}_{codigo}.png." }),
});

/** The public check: what a traffic officer or pilot sees after scanning; nothing else personal. */
export const verificacionSchema = z.object({
  estado: z.enum(VALIDACION_ESTADOS),
  codigo: z.string(),
  numero_placa: z.string(),
  marca: z.string(),
  modelo: z.string(),
  licencia_numero: z.string(),
  vigencia: z.string(),
  transportista: z.string(),
  verificado: z.boolean().meta({ description: "Si la autoridad verificó los datos del vehículo y su póliza (revisión aprobada)." }),
  revocacion: revocacionPublicaSchema.nullable().meta({
    description: "Quién revocó el código (la autoridad o el transportista), la categoría pública del motivo y el día; null si no fue revocado.",
  }),
});
export type Verificacion = z.infer<typeof verificacionSchema>;
export const verificacionResponseSchema = z.object({ verificacion: verificacionSchema });

/** Any code or key is accepted here: an unknown code and a wrong key both answer the same 404. */
export const verificarParamsSchema = z.object({ codigo: z.string() });
export const verificarQuerySchema = z.object({ llave: z.string().default("") });
