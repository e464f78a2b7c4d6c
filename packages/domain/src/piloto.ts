import { z } from "zod";
import { catalogueRefSchema } from "./catalogue-ref";
import { normalizeCui } from "./cui";
import { adultBirthDate, blankToNull, catalogueId, cuiField, isoDate, nitField, optionalEmail, optionalText, requiredText } from "./fields";
import { PHONE_GT } from "./formats";
import { MSG } from "./messages";
import { normalizeNit } from "./nit";
import { revisionFieldsShape } from "./revision";

/** Pilot years working: 1 to 25 (enter 1 when under one year). */
export const TIEMPO_LABORAR = { min: 1, max: 25 } as const;
export const TIPOS_LICENCIA_PILOTO = ["A", "B"] as const;
/** The lookup by NIT or CUI starts at this many characters. */
export const LOOKUP_MIN_CHARS = 3;

const optionalPhone = z
  .string({ error: MSG.phonePiloto })
  .trim()
  .max(10, { error: MSG.phonePiloto, abort: true })
  .refine((v) => v === "" || PHONE_GT.test(v), { error: MSG.phonePiloto })
  .nullish()
  .transform((v) => v || null);

const licenceDate = z.preprocess(blankToNull, isoDate().nullish());

/**
 * The pilot form's fields. The licence date arrives under either contract spelling
 * (`administrasion_licencia` from the pilot form, `adminision_licencia` from the other form).
 */
export const pilotoFields = z.object({
  nit: z.string({ error: MSG.nitInvalid }).max(15, { error: "Máximo 15 caracteres.", abort: true }).pipe(nitField),
  cui: z.string({ error: MSG.cuiFormat }).max(15, { error: "Máximo 15 caracteres.", abort: true }).pipe(cuiField),
  nombre: requiredText(150),
  apellido: requiredText(150),
  fecha_nacimiento: adultBirthDate(),
  correo_electronico: optionalEmail(100),
  telefono: optionalPhone,
  direccion: optionalText(300),
  estado_civil_id: z.preprocess(blankToNull, catalogueId().nullish()).transform((v) => v ?? null),
  tiene_hijo: z.boolean({ error: MSG.booleanInvalid }).default(false),
  tiempo_laborar: z
    .preprocess(
      blankToNull,
      z.coerce
        .number({ error: MSG.tiempoLaborar })
        .int({ error: MSG.tiempoLaborar })
        .min(TIEMPO_LABORAR.min, { error: MSG.tiempoLaborar })
        .max(TIEMPO_LABORAR.max, { error: MSG.tiempoLaborar })
        .nullish(),
    )
    .transform((v) => v ?? null),
  tiempo_laboral: optionalText(50),
  experiencia_manejando: optionalText(50),
  numero_documento: optionalText(50),
  documento_intecap: optionalText(50),
  tipo_licencia: z
    .preprocess(
      (v) => (typeof v === "string" ? blankToNull(v.trim().toUpperCase()) : v),
      z.enum(TIPOS_LICENCIA_PILOTO, { error: MSG.tipoLicenciaPiloto }).nullish(),
    )
    .transform((v) => v ?? null),
  administrasion_licencia: licenceDate,
  adminision_licencia: licenceDate,
  activo: z.boolean({ error: MSG.booleanInvalid }).default(true),
});

/** Body of POST /api/piloto and PUT /api/piloto/{id}; both licence spellings become `licencia_vencimiento`. */
export const pilotoInput = pilotoFields
  .superRefine((v, ctx) => {
    if (v.administrasion_licencia && v.adminision_licencia && v.administrasion_licencia !== v.adminision_licencia) {
      for (const path of ["administrasion_licencia", "adminision_licencia"]) {
        ctx.addIssue({ code: "custom", path: [path], message: MSG.licenceDatesDiffer });
      }
    }
  })
  .transform(({ administrasion_licencia, adminision_licencia, ...rest }) => ({
    ...rest,
    licencia_vencimiento: administrasion_licencia ?? adminision_licencia ?? null,
  }));

/** A pilot as its owner reads it. The licence date is answered under both contract spellings. */
export const pilotoSchema = z.object({
  id: z.number().int(),
  persona_id: z.number().int(),
  nit: z.string(),
  cui: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  fecha_nacimiento: z.string(),
  /** Whole years today, derived from fecha_nacimiento. */
  edad: z.number().int(),
  correo_electronico: z.string().nullable(),
  telefono: z.string().nullable(),
  direccion: z.string().nullable(),
  estado_civil_id: z.number().int().nullable(),
  estado_civil: catalogueRefSchema.nullable(),
  tiene_hijo: z.boolean(),
  tiempo_laborar: z.number().int().nullable(),
  tiempo_laboral: z.string().nullable(),
  experiencia_manejando: z.string().nullable(),
  numero_documento: z.string().nullable(),
  documento_intecap: z.string().nullable(),
  tipo_licencia: z.string().nullable(),
  administrasion_licencia: z.string().nullable(),
  adminision_licencia: z.string().nullable(),
  activo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  ...revisionFieldsShape,
});

/** What a lookup answers about a pilot registered by another carrier: identity only. */
export const pilotoIdentitySchema = z.object({
  own: z.literal(false),
  nombre: z.string(),
  apellido: z.string(),
  fecha_nacimiento: z.string(),
  nit: z.string(),
  cui: z.string(),
});

/** A lookup hit: one of the caller's own pilots in full, or another carrier's pilot's identity. */
export const pilotoLookupItemSchema = z.union([pilotoSchema.extend({ own: z.literal(true) }), pilotoIdentitySchema]);

const lookupTerm = (normalize: (v: string) => string, allowed: RegExp, formatMessage: string) =>
  z
    .string({ error: MSG.lookupTooShort })
    .max(40, { error: formatMessage, abort: true })
    .transform(normalize)
    .pipe(
      z
        .string()
        .min(LOOKUP_MIN_CHARS, { error: MSG.lookupTooShort })
        .max(15, { error: formatMessage, abort: true })
        .regex(allowed, { error: formatMessage }),
    );

export const pilotoBuscarNitInput = z.object({ nit: lookupTerm(normalizeNit, /^\d+K?$/, MSG.nitFormat) });
export const pilotoBuscarCuiInput = z.object({ cui: lookupTerm(normalizeCui, /^\d+$/, MSG.cuiFormat) });

export type PilotoInput = z.input<typeof pilotoInput>;
export type PilotoData = z.output<typeof pilotoInput>;
export type Piloto = z.infer<typeof pilotoSchema>;
export type PilotoLookupItem = z.infer<typeof pilotoLookupItemSchema>;
