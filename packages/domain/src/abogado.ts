import { z } from "zod";
import { catalogueRefSchema } from "./catalogue-ref";
import { adultBirthDate, catalogueId, cuiField, nitField, requiredText } from "./fields";
import { MSG } from "./messages";
import { revisionFieldsShape } from "./revision";

/** Body of POST /api/abogado_auxiliar/{personaId}/persona and PUT /api/abogado_auxiliar/{id}. */
export const abogadoInput = z.object({
  cui: cuiField,
  nit: nitField,
  nombre: requiredText(150),
  apellido: requiredText(150),
  fecha_nacimiento: adultBirthDate(),
  documento_numero: requiredText(50),
  colegiado_activo: z.boolean({ error: MSG.booleanInvalid }).default(false),
  estado_civil_id: catalogueId(),
});

/** An auxiliary lawyer as the list and the writes answer it. */
export const abogadoSchema = z.object({
  id: z.number().int(),
  persona_id: z.number().int(),
  cui: z.string(),
  nit: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  fecha_nacimiento: z.string(),
  /** Whole years today, derived from fecha_nacimiento. */
  edad: z.number().int(),
  documento_numero: z.string(),
  colegiado_activo: z.boolean(),
  estado_civil_id: z.number().int(),
  estado_civil: catalogueRefSchema,
  created_at: z.string(),
  updated_at: z.string(),
  ...revisionFieldsShape,
});

export type AbogadoInput = z.input<typeof abogadoInput>;
export type Abogado = z.infer<typeof abogadoSchema>;
