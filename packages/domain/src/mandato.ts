import { z } from "zod";
import { catalogueRefSchema } from "./catalogue-ref";
import { adultBirthDate, catalogueId, cuiField, nitField, pastDate, requiredText } from "./fields";
import { revisionFieldsShape } from "./revision";

/** Body of POST /api/mandato/{personaId}/persona and PUT /api/mandato/{id}: every field is required (spec part 5). */
export const mandatoInput = z.object({
  cui: cuiField,
  nit: nitField,
  nombre: requiredText(150),
  apellido: requiredText(150),
  fecha_nacimiento: adultBirthDate(),
  documento_numero: requiredText(50),
  presentado: pastDate(),
  escritura: requiredText(100),
  inscripcion_escritura: requiredText(100),
  notario: requiredText(200),
  fecha: pastDate(),
  estado_civil_id: catalogueId(),
  tipo_poder_id: catalogueId(),
  numero_poder: requiredText(50),
});

/** A mandatario as the list and the writes answer it. */
export const mandatoSchema = z.object({
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
  presentado: z.string(),
  escritura: z.string(),
  inscripcion_escritura: z.string(),
  notario: z.string(),
  fecha: z.string(),
  estado_civil_id: z.number().int(),
  tipo_poder_id: z.number().int(),
  numero_poder: z.string(),
  estado_civil: catalogueRefSchema,
  tipo_poder: catalogueRefSchema,
  created_at: z.string(),
  updated_at: z.string(),
  ...revisionFieldsShape,
});

export type MandatoInput = z.input<typeof mandatoInput>;
export type Mandato = z.infer<typeof mandatoSchema>;
