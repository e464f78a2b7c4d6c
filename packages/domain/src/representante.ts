import { z } from "zod";
import { catalogueRefSchema } from "./catalogue-ref";
import { catalogueId, isoDate, optionalText, pastDate, requiredText } from "./fields";
import { MSG } from "./messages";
import { revisionFieldsShape } from "./revision";

/** Representatives of a legal entity (spec parts 3 and 7). `plazo_vigenia` is spelt so by contract. */

export const REPRESENTANTE_MSG = {
  vigenciaOrder: "El inicio de vigencia no puede ser posterior al plazo de vigencia.",
} as const;

/** A required date: missing → "required", present but wrong → the date's own message. */
const requiredDate = (date: z.ZodType<string, string>) =>
  z.string({ error: MSG.required }).min(1, { error: MSG.required }).pipe(date);

/** The fields a form edits (pick from here). */
export const representanteFieldsSchema = z.object({
  nombre: requiredText(150),
  apellido: requiredText(150),
  nacionalidad_id: catalogueId(),
  numero_registro: requiredText(50),
  folio: requiredText(50),
  libro: requiredText(50),
  expediente: optionalText(50),
  fecha_registro: requiredDate(pastDate()),
  fecha_acta: requiredDate(pastDate()),
  inicio_vigencia: requiredDate(isoDate()),
  plazo_vigenia: requiredDate(isoDate()),
  tipo_libro_id: catalogueId(),
  cargo_id: catalogueId(),
});

const vigenciaInOrder = (value: { inicio_vigencia: string; plazo_vigenia: string }, ctx: z.RefinementCtx) => {
  if (value.inicio_vigencia > value.plazo_vigenia) {
    ctx.addIssue({ code: "custom", path: ["inicio_vigencia"], message: REPRESENTANTE_MSG.vigenciaOrder });
  }
};

/** POST /api/representante: the fields plus the legal entity they belong to. */
export const representanteCreateSchema = representanteFieldsSchema
  .extend({ persona_id: catalogueId(), juridico_id: catalogueId() })
  .superRefine(vigenciaInOrder);

/** PUT /api/representante/{id}: the fields; the owning entity does not change. */
export const representanteUpdateSchema = representanteFieldsSchema.superRefine(vigenciaInOrder);

export type RepresentanteCreate = z.input<typeof representanteCreateSchema>;
export type RepresentanteUpdate = z.input<typeof representanteUpdateSchema>;

export const representanteRowSchema = z.object({
  id: z.number().int(),
  persona_id: z.number().int(),
  juridico_id: z.number().int(),
  nombre: z.string(),
  apellido: z.string(),
  nacionalidad_id: z.number().int(),
  numero_registro: z.string(),
  folio: z.string(),
  libro: z.string(),
  expediente: z.string().nullable(),
  fecha_registro: z.string(),
  fecha_acta: z.string(),
  inicio_vigencia: z.string(),
  plazo_vigenia: z.string(),
  tipo_libro_id: z.number().int(),
  cargo_id: z.number().int(),
  cargo: catalogueRefSchema,
  /** `nombre` is the nationality adjective of the country (e.g. GUATEMALTECA). */
  nacionalidad: catalogueRefSchema,
  tipo_libro: catalogueRefSchema,
  ...revisionFieldsShape,
});
export type RepresentanteRow = z.infer<typeof representanteRowSchema>;
