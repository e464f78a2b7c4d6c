import { z } from "zod";
import { requiredText } from "./fields";

/** A supervisor's revocation of a QR code (issue 12, decision 164): the public check answers REVOCADO. */
export const REVOCACION_MSG = {
  motivo: "Indique el motivo de la revocación.",
  causa: "Elija el motivo público de la revocación.",
  yaRevocado: "Este código QR ya está revocado.",
  revocado: "Código QR revocado. La verificación pública responde REVOCADO.",
} as const;

/**
 * Why a code was revoked, as the public check may say it (decision 201): a fixed category, never the
 * staff member's free text (which may name people or a police report). The authority's causes are the
 * ones a supervisor chooses from (and the plate conflict's deactivation); the carrier's follow from
 * what the carrier did. New values may be added.
 */
/** What a supervisor chooses from when revoking one code. */
export const CAUSAS_SUPERVISOR = ["ROBO", "OTRO_VEHICULO", "FUERA_DE_CIRCULACION", "DATOS_INCORRECTOS", "OTRA_AUTORIDAD"] as const;
export const CAUSAS_AUTORIDAD = [...CAUSAS_SUPERVISOR, "CONFLICTO_PLACA"] as const;
export const CAUSAS_TRANSPORTISTA = ["ELIMINADO", "CAMBIO_PLACA", "VEHICULO_DESACTIVADO", "VEHICULO_ELIMINADO"] as const;
/** The insurer reported the vehicle's policy out of force (issue 24): computed live, never stored on the code. */
export const CAUSAS_ASEGURADORA = ["POLIZA_CANCELADA", "POLIZA_ANULADA"] as const;
export const CAUSAS_REVOCACION = [...CAUSAS_AUTORIDAD, ...CAUSAS_TRANSPORTISTA, ...CAUSAS_ASEGURADORA] as const;
export type CausaSupervisor = (typeof CAUSAS_SUPERVISOR)[number];
export type CausaRevocacion = (typeof CAUSAS_REVOCACION)[number];

/** The public text of each cause: what an inspector reads under REVOCADO. */
export const CAUSA_TEXTO: Record<CausaRevocacion, string> = {
  ROBO: "Vehículo reportado como robado",
  OTRO_VEHICULO: "Código encontrado en otro vehículo",
  FUERA_DE_CIRCULACION: "Vehículo fuera de circulación",
  DATOS_INCORRECTOS: "Datos del vehículo que no corresponden al registro",
  CONFLICTO_PLACA: "Placa reclamada por otro transportista",
  OTRA_AUTORIDAD: "Decisión administrativa de la autoridad",
  ELIMINADO: "El transportista eliminó el código",
  CAMBIO_PLACA: "Cambio de placa del vehículo",
  VEHICULO_DESACTIVADO: "El transportista desactivó el vehículo",
  VEHICULO_ELIMINADO: "El transportista eliminó el vehículo del registro",
  POLIZA_CANCELADA: "Póliza de seguro cancelada por la aseguradora",
  POLIZA_ANULADA: "Póliza de seguro anulada por la aseguradora",
};

/** Who revoked: the authority (a supervisor, or a plate conflict settled by it) or the carrier. */
export const REVOCADO_POR = ["AUTORIDAD", "TRANSPORTISTA", "ASEGURADORA"] as const;
export type RevocadoPor = (typeof REVOCADO_POR)[number];

export const revocadoPor = (causa: CausaRevocacion): RevocadoPor =>
  (CAUSAS_AUTORIDAD as readonly string[]).includes(causa)
    ? "AUTORIDAD"
    : (CAUSAS_ASEGURADORA as readonly string[]).includes(causa)
      ? "ASEGURADORA"
      : "TRANSPORTISTA";

/** The public part of a revocation: who, which public category, and the day (Guatemala). */
export const revocacionPublicaSchema = z.object({
  por: z.enum(REVOCADO_POR),
  causa: z.enum(CAUSAS_REVOCACION).meta({ description: "Categoría pública; pueden añadirse valores (muestre `motivo` si no la reconoce)." }),
  motivo: z.string().meta({ description: "Texto público de la categoría (nunca el detalle interno del funcionario)." }),
  fecha: z.string().nullable().meta({ description: "Día de la revocación (AAAA-MM-DD, hora de Guatemala); null si no consta." }),
});
export type RevocacionPublica = z.infer<typeof revocacionPublicaSchema>;

export const revocarValidacionSchema = z.object({
  causa: z.enum(CAUSAS_SUPERVISOR, { error: REVOCACION_MSG.causa }),
  motivo: requiredText(500, REVOCACION_MSG.motivo),
});
export type RevocarValidacionInput = z.infer<typeof revocarValidacionSchema>;

export const validacionRevocadaSchema = z.object({
  message: z.string(),
  validacion: z.object({ id: z.number(), codigo: z.string(), revocado_at: z.string(), revocado_motivo: z.string(), causa: z.enum(CAUSAS_SUPERVISOR) }),
});
