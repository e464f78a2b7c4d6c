import { z } from "zod";
import { MSG } from "@portal/domain/messages";
import { isValidNit, normalizeNit } from "@portal/domain/nit";
import { juridicoSchema, naturalSchema } from "@portal/domain/persona";

/** The NIT input shows its own format message (spec part 5). */
const nitInput = z
  .string()
  .refine((v) => isValidNit(v), { error: MSG.nitFormat })
  .transform(normalizeNit);

/** The profile forms: the request schemas of packages/domain, less the user id (taken from the session). */
export const naturalFormSchema = naturalSchema.omit({ usuario_id: true }).extend({ nit: nitInput });
export const juridicoFormSchema = juridicoSchema.omit({ usuario_id: true }).extend({ nit: nitInput });

export type NaturalFormInput = z.input<typeof naturalFormSchema>;
export type NaturalFormOutput = z.output<typeof naturalFormSchema>;
export type JuridicoFormInput = z.input<typeof juridicoFormSchema>;
export type JuridicoFormOutput = z.output<typeof juridicoFormSchema>;

/** Save stays disabled until each of these is filled (spec part 4). */
export const NATURAL_REQUIRED = ["nit", "cui", "nombre", "apellido", "fecha_nacimiento", "estado_civil_id", "profesion_oficio_id"] as const;
export const JURIDICO_REQUIRED = [
  "nit",
  "empresa",
  "numero_registro",
  "folio",
  "libro",
  "fecha_definitiva",
  "fecha_profesional",
  "objeto_sociedad",
] as const;

/** Their labels, for the "Falta: …" line under the disabled Guardar. */
export const NATURAL_LABELS: Record<(typeof NATURAL_REQUIRED)[number], string> = {
  nit: "NIT",
  cui: "CUI (DPI)",
  nombre: "Nombres",
  apellido: "Apellidos",
  fecha_nacimiento: "Fecha de nacimiento",
  estado_civil_id: "Estado civil",
  profesion_oficio_id: "Profesión u oficio",
};
export const JURIDICO_LABELS: Record<(typeof JURIDICO_REQUIRED)[number], string> = {
  nit: "NIT",
  empresa: "Nombre de la empresa",
  numero_registro: "Número de registro",
  folio: "Folio",
  libro: "Libro",
  fecha_definitiva: "Fecha de inscripción definitiva",
  fecha_profesional: "Fecha de inscripción provisional",
  objeto_sociedad: "Objeto de la sociedad",
};

export const allFilled = (values: Record<string, unknown>, keys: readonly string[]) =>
  keys.every((k) => String(values[k] ?? "").trim().length > 0);
