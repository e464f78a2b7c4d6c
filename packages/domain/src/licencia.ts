import { z } from "zod";
import { catalogueRefSchema } from "./catalogue-ref";
import { catalogueId, isoDate } from "./fields";
import { LICENCE_NUMBER } from "./formats";
import { MSG } from "./messages";
import { nextCursorSchema } from "./pagination";
import { revisionFieldsShape } from "./revision";

/** Licences of a carrier (spec parts 3, 5 and 7, "Licences, cards, vehicles"). */

export const LICENCIA_MSG = {
  numeroInvalid: MSG.licenceInvalid,
  finBeforeInicia: "La fecha de expiración debe ser posterior a la fecha de inicio.",
  duplicate: "Ya existe una licencia registrada con ese número.",
  hasTarjetas: "No se puede eliminar la licencia porque tiene tarjetas de operación asociadas.",
} as const;

export const LICENCIA_ESTADOS = ["Vigente", "Expirada"] as const;
export type LicenciaEstado = (typeof LICENCIA_ESTADOS)[number];

/** A licence is in force (Vigente) while `today` lies within [inicia, fin]; every other day it reads Expirada. */
export function isLicenciaVigente(inicia: string, fin: string, today: string): boolean {
  return inicia <= today && today <= fin;
}

/** Upper-cased; letters and digits in groups joined by single dashes, 3 to 30 characters. */
export const licenciaNumeroField = z
  .string({ error: MSG.licenceInvalid })
  .trim()
  .toUpperCase()
  .min(3, { error: MSG.licenceInvalid })
  .max(30, { error: MSG.licenceInvalid, abort: true })
  .regex(LICENCE_NUMBER, { error: MSG.licenceInvalid });

export const licenciaFields = z.object({
  numero: licenciaNumeroField,
  inicia: isoDate(),
  fin: isoDate(),
  tipo_licencia_id: catalogueId(),
});

/** POST /api/licencia/{personaId}/persona. */
export const licenciaCreateSchema = licenciaFields.refine((v) => v.fin > v.inicia, {
  error: LICENCIA_MSG.finBeforeInicia,
  path: ["fin"],
});
export type LicenciaCreate = z.input<typeof licenciaCreateSchema>;
export type LicenciaInput = z.output<typeof licenciaCreateSchema>;

export const licenciaSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  inicia: z.string(),
  fin: z.string(),
  tipo_licencia_id: z.number().int(),
  tipo_licencia: catalogueRefSchema,
  /** Derived: true while today (Guatemala) lies within [inicia, fin]. */
  activo: z.boolean(),
  estado: z.enum(LICENCIA_ESTADOS),
  created_at: z.string(),
  ...revisionFieldsShape,
});
export type Licencia = z.infer<typeof licenciaSchema>;

/** One page of licences (decision 095): the spec's key plus `next_cursor`. */
export const licenciaListSchema = z.object({ licencia: z.array(licenciaSchema), next_cursor: nextCursorSchema });
export type LicenciaList = z.infer<typeof licenciaListSchema>;
export const licenciaCreatedSchema = z.object({ licencia: licenciaSchema });
