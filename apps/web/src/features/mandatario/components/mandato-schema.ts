import type { z } from "zod";
import { mandatoInput, type Mandato } from "@portal/domain/mandato";
import { filledThen, nitInput } from "@/lib/form-fields";

/** The mandatario form: the API's request schema with the NIT input's own message. */
export const mandatoFormSchema = mandatoInput.extend({
  nit: nitInput,
  fecha_nacimiento: filledThen(mandatoInput.shape.fecha_nacimiento),
  presentado: filledThen(mandatoInput.shape.presentado),
  fecha: filledThen(mandatoInput.shape.fecha),
});

export type MandatoFormInput = z.input<typeof mandatoFormSchema>;
export type MandatoFormOutput = z.output<typeof mandatoFormSchema>;

export const MANDATO_FIELDS = [
  "cui",
  "nit",
  "nombre",
  "apellido",
  "fecha_nacimiento",
  "documento_numero",
  "presentado",
  "escritura",
  "inscripcion_escritura",
  "notario",
  "fecha",
  "estado_civil_id",
  "tipo_poder_id",
  "numero_poder",
] as const satisfies ReadonlyArray<keyof MandatoFormInput>;

export const emptyMandato: MandatoFormInput = {
  cui: "",
  nit: "",
  nombre: "",
  apellido: "",
  fecha_nacimiento: "",
  documento_numero: "",
  presentado: "",
  escritura: "",
  inscripcion_escritura: "",
  notario: "",
  fecha: "",
  estado_civil_id: "",
  tipo_poder_id: "",
  numero_poder: "",
};

/** A row of the list as the form's starting values. */
export function mandatoToForm(m: Mandato): MandatoFormInput {
  return {
    cui: m.cui,
    nit: m.nit,
    nombre: m.nombre,
    apellido: m.apellido,
    fecha_nacimiento: m.fecha_nacimiento,
    documento_numero: m.documento_numero,
    presentado: m.presentado,
    escritura: m.escritura,
    inscripcion_escritura: m.inscripcion_escritura,
    notario: m.notario,
    fecha: m.fecha,
    estado_civil_id: String(m.estado_civil_id),
    tipo_poder_id: String(m.tipo_poder_id),
    numero_poder: m.numero_poder,
  };
}
