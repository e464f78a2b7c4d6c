import type { ColumnaHoja } from "./hoja-vehiculos";

/**
 * The spreadsheet of a carrier's pilots (issue 23), as the vehicles' one: these columns in this order
 * with these headers, the CUI as the row's key (one pilot per CUI per carrier), checked with the pilot
 * form's schema. "Estado civil" holds the catalogue's name; "Tiene hijos" is Sí or No.
 */
export type CampoPilotoHoja =
  | "cui"
  | "nit"
  | "nombre"
  | "apellido"
  | "fecha_nacimiento"
  | "correo_electronico"
  | "telefono"
  | "direccion"
  | "estado_civil_id"
  | "tiene_hijo"
  | "tiempo_laborar"
  | "tiempo_laboral"
  | "experiencia_manejando"
  | "numero_documento"
  | "documento_intecap"
  | "tipo_licencia"
  | "administrasion_licencia";

export const COLUMNAS_PILOTO: ReadonlyArray<ColumnaHoja<CampoPilotoHoja> & { tipo?: "fecha" | "numero" | "si_no" }> = [
  { campo: "cui", encabezado: "CUI", obligatorio: true, ayuda: "CUI de 13 dígitos. Identifica la fila: un CUI que ya está entre sus pilotos actualiza ese piloto." },
  { campo: "nit", encabezado: "NIT", obligatorio: true, ayuda: "NIT del piloto." },
  { campo: "nombre", encabezado: "Nombres", obligatorio: true, ayuda: "Nombres del piloto." },
  { campo: "apellido", encabezado: "Apellidos", obligatorio: true, ayuda: "Apellidos del piloto." },
  { campo: "fecha_nacimiento", encabezado: "Fecha de nacimiento", obligatorio: true, tipo: "fecha", ayuda: "Fecha (dd/mm/aaaa); mayor de edad." },
  { campo: "correo_electronico", encabezado: "Correo electrónico", obligatorio: false, ayuda: "Opcional." },
  { campo: "telefono", encabezado: "Teléfono", obligatorio: false, ayuda: "Opcional, 8 dígitos." },
  { campo: "direccion", encabezado: "Dirección", obligatorio: false, ayuda: "Opcional." },
  { campo: "estado_civil_id", encabezado: "Estado civil", obligatorio: false, ayuda: "Opcional. Elija de la lista." },
  { campo: "tiene_hijo", encabezado: "Tiene hijos", obligatorio: false, tipo: "si_no", ayuda: "Sí o No (vacío: No)." },
  { campo: "tiempo_laborar", encabezado: "Años laborando", obligatorio: false, tipo: "numero", ayuda: "Opcional, de 1 a 25." },
  { campo: "tiempo_laboral", encabezado: "Tiempo laboral", obligatorio: false, ayuda: "Opcional." },
  { campo: "experiencia_manejando", encabezado: "Experiencia manejando", obligatorio: false, ayuda: "Opcional." },
  { campo: "numero_documento", encabezado: "Número de documento", obligatorio: false, ayuda: "Opcional." },
  { campo: "documento_intecap", encabezado: "Documento INTECAP", obligatorio: false, ayuda: "Opcional." },
  { campo: "tipo_licencia", encabezado: "Tipo de licencia", obligatorio: false, ayuda: "Opcional: A o B." },
  { campo: "administrasion_licencia", encabezado: "Vencimiento de la licencia", obligatorio: false, tipo: "fecha", ayuda: "Opcional. Fecha (dd/mm/aaaa)." },
];

export const HOJA_PILOTO_MSG = {
  cuiRepetido: (fila: number) => `El CUI se repite en el archivo (fila ${fila}).`,
} as const;
