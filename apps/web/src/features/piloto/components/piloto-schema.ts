import type { z } from "zod";
import { pilotoFields, TIPOS_LICENCIA_PILOTO, type Piloto, type PilotoLookupItem } from "@portal/domain/piloto";
import { filledThen, nitInput } from "@/lib/form-fields";

/**
 * The pilot form: the API's field schema with the NIT input's own message. The form sends the
 * licence date under its own spelling, `administrasion_licencia` (decision 031).
 */
export const pilotoFormSchema = pilotoFields
  .omit({ adminision_licencia: true })
  .extend({ nit: nitInput, fecha_nacimiento: filledThen(pilotoFields.shape.fecha_nacimiento) });

export type PilotoFormInput = z.input<typeof pilotoFormSchema>;
export type PilotoFormOutput = z.output<typeof pilotoFormSchema>;

export const PILOTO_FIELDS = [
  "nit",
  "cui",
  "nombre",
  "apellido",
  "fecha_nacimiento",
  "correo_electronico",
  "telefono",
  "direccion",
  "estado_civil_id",
  "tiene_hijo",
  "tiempo_laborar",
  "tiempo_laboral",
  "experiencia_manejando",
  "numero_documento",
  "documento_intecap",
  "tipo_licencia",
  "administrasion_licencia",
  "activo",
] as const satisfies ReadonlyArray<keyof PilotoFormInput>;

/** Field maxima of spec part 9. */
export const PILOTO_MAX = { nit: 15, cui: 15, nombre: 150, apellido: 150, direccion: 300, correo_electronico: 100, telefono: 10 } as const;

export const TIPO_LICENCIA_OPTIONS = TIPOS_LICENCIA_PILOTO.map((t) => ({ id: t, value: t }));

export const emptyPiloto: PilotoFormInput = {
  nit: "",
  cui: "",
  nombre: "",
  apellido: "",
  fecha_nacimiento: "",
  correo_electronico: "",
  telefono: "",
  direccion: "",
  estado_civil_id: "",
  tiene_hijo: false,
  tiempo_laborar: "",
  tiempo_laboral: "",
  experiencia_manejando: "",
  numero_documento: "",
  documento_intecap: "",
  tipo_licencia: "",
  administrasion_licencia: "",
  activo: true,
};

export function pilotoToForm(p: Piloto): PilotoFormInput {
  return {
    nit: p.nit,
    cui: p.cui,
    nombre: p.nombre,
    apellido: p.apellido,
    fecha_nacimiento: p.fecha_nacimiento,
    correo_electronico: p.correo_electronico ?? "",
    telefono: p.telefono ?? "",
    direccion: p.direccion ?? "",
    estado_civil_id: p.estado_civil_id === null ? "" : String(p.estado_civil_id),
    tiene_hijo: p.tiene_hijo,
    tiempo_laborar: p.tiempo_laborar === null ? "" : String(p.tiempo_laborar),
    tiempo_laboral: p.tiempo_laboral ?? "",
    experiencia_manejando: p.experiencia_manejando ?? "",
    numero_documento: p.numero_documento ?? "",
    documento_intecap: p.documento_intecap ?? "",
    tipo_licencia: p.tipo_licencia ?? "",
    administrasion_licencia: p.administrasion_licencia ?? p.adminision_licencia ?? "",
    activo: p.activo,
  };
}

/** An own lookup hit is a whole pilot: drop the marker. */
export function ownHitToPiloto(hit: Extract<PilotoLookupItem, { own: true }>): Piloto {
  const { own: _own, ...piloto } = hit;
  return piloto;
}

export const fullName = (p: { nombre: string; apellido: string }) => `${p.nombre} ${p.apellido}`;
