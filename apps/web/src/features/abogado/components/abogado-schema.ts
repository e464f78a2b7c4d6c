import type { z } from "zod";
import { abogadoInput, type Abogado } from "@portal/domain/abogado";
import { filledThen, nitInput } from "@/lib/form-fields";

/** The lawyer form: the API's request schema with the NIT input's own message. */
export const abogadoFormSchema = abogadoInput.extend({ nit: nitInput, fecha_nacimiento: filledThen(abogadoInput.shape.fecha_nacimiento) });

export type AbogadoFormInput = z.input<typeof abogadoFormSchema>;
export type AbogadoFormOutput = z.output<typeof abogadoFormSchema>;

export const ABOGADO_FIELDS = [
  "cui",
  "nit",
  "nombre",
  "apellido",
  "fecha_nacimiento",
  "documento_numero",
  "colegiado_activo",
  "estado_civil_id",
] as const satisfies ReadonlyArray<keyof AbogadoFormInput>;

export const emptyAbogado: AbogadoFormInput = {
  cui: "",
  nit: "",
  nombre: "",
  apellido: "",
  fecha_nacimiento: "",
  documento_numero: "",
  colegiado_activo: false,
  estado_civil_id: "",
};

export function abogadoToForm(a: Abogado): AbogadoFormInput {
  return {
    cui: a.cui,
    nit: a.nit,
    nombre: a.nombre,
    apellido: a.apellido,
    fecha_nacimiento: a.fecha_nacimiento,
    documento_numero: a.documento_numero,
    colegiado_activo: a.colegiado_activo,
    estado_civil_id: String(a.estado_civil_id),
  };
}
