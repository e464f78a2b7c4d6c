import { z } from "zod";
import { requiredText } from "./fields";
import { nextCursorSchema } from "./pagination";

/**
 * Plate conflicts (issue 12, decision 163): a carrier refused because another active vehicle holds the
 * plate has a claim a supervisor settles, deactivating the existing vehicle or rejecting the claim.
 */
export const CONFLICTO_ESTADOS = ["pendiente", "desactivado_existente", "reclamo_rechazado"] as const;
export type ConflictoEstado = (typeof CONFLICTO_ESTADOS)[number];
export const RESOLUCIONES = ["desactivar_existente", "rechazar_reclamo"] as const;
export type Resolucion = (typeof RESOLUCIONES)[number];

export { CONFLICTO_ESTADO_LABEL } from "./code-labels";

export const CONFLICTO_MSG = {
  resolucion: "Seleccione cómo resolver el conflicto.",
  motivo: "Indique el motivo (se envía por correo a los transportistas).",
  yaResuelto: "Este conflicto ya fue resuelto.",
  resuelto: "Conflicto resuelto. Se notificó a los transportistas por correo.",
  estado: "Seleccione un estado válido.",
} as const;

export const resolverConflictoSchema = z.object({
  resolucion: z.enum(RESOLUCIONES, { error: CONFLICTO_MSG.resolucion }),
  motivo: requiredText(500, CONFLICTO_MSG.motivo),
});
export type ResolverConflictoInput = z.infer<typeof resolverConflictoSchema>;

export const conflictosQuerySchema = z.object({
  estado: z.enum(CONFLICTO_ESTADOS, { error: CONFLICTO_MSG.estado }).default("pendiente"),
});

const carrierRef = z.object({ persona_id: z.number(), nit: z.string(), nombre: z.string().nullable() });

export const conflictoSchema = z.object({
  id: z.number(),
  estado: z.enum(CONFLICTO_ESTADOS),
  tipo_placa: z.object({ id: z.number(), nombre: z.string() }),
  numero_placa: z.string(),
  reclamante: carrierRef,
  /** The vehicle that held the plate when the claim was made (or when it was resolved). */
  existente: carrierRef.extend({ vehiculo_id: z.number(), activo: z.boolean() }).nullable(),
  motivo: z.string().nullable(),
  created_at: z.string(),
  resuelto_en: z.string().nullable(),
});
export type Conflicto = z.infer<typeof conflictoSchema>;

export const conflictoListSchema = z.object({ conflicto: z.array(conflictoSchema), next_cursor: nextCursorSchema });
export const conflictoResueltoSchema = z.object({ message: z.string(), conflicto: conflictoSchema });
