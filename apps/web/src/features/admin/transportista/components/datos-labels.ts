import { campoLabel } from "@/lib/auditoria-labels";

/** How the file names the stored columns the carrier's history does not name (catalogue names, review); the rest as the history does. */
const LABELS: Record<string, string> = {
  estado_civil: "Estado civil",
  profesion_oficio: "Profesión u oficio",
  nacionalidad: "Nacionalidad",
  fecha_definitiva: "Fecha definitiva",
  fecha_profesional: "Fecha profesional",
  objeto_sociedad: "Objeto de la sociedad",
  juridico_completo: "Persona jurídica completa",
  pais: "País",
  departamento: "Departamento",
  municipio: "Municipio",
  tipo_direccion: "Tipo de dirección",
  tipo_telefono: "Tipo de teléfono",
  cargo: "Cargo",
  tipo_libro: "Tipo de libro",
  fecha_registro: "Fecha de registro",
  fecha_acta: "Fecha del acta",
  inicio_vigencia: "Inicio de vigencia",
  plazo_vigenia: "Fin de vigencia",
  tipo_poder: "Tipo de poder",
  numero_poder: "Número de poder",
  documento_numero: "Número de documento",
  colegiado_activo: "Colegiado activo",
  tipo_licencia: "Tipo de licencia",
  licencia_vencimiento: "Vencimiento de la licencia",
  inicia: "Inicia",
  fin: "Fin",
  tipo_placa: "Tipo de placa",
  marca_vehiculo: "Marca",
  tipo_vehiculo: "Tipo de vehículo",
  tipo_uso: "Uso",
  tipo_combustible: "Combustible",
  color: "Color",
  motor: "Motor",
  numero_chasis: "Chasis",
  numero_serie: "Serie",
  asiento: "Asientos",
  fecha_inicio: "Inicio",
  fecha_fin: "Fin",
  estado_revision: "Estado de revisión",
  motivo_revision: "Motivo de la revisión",
  created_at: "Registrado",
  updated_at: "Actualizado",
};

/** Columns the file does not list: links between rows and ids whose catalogue name is shown instead. */
const HIDDEN = new Set(["persona_id", "juridico_id", "piloto_id", "licencia_id", "tarjeta_operacion_id", "vehiculo_id", "archivo_id", "usuario_id"]);

export const labelOf = (key: string): string => LABELS[key] ?? campoLabel(key);

/** The columns to list, in stored order, without the hidden ones and the ids a name stands for. */
export function shownKeys(datos: Record<string, unknown>): string[] {
  return Object.keys(datos).filter((k) => !HIDDEN.has(k) && !(k.endsWith("_id") && k.slice(0, -3) in datos));
}


/** Whether a changed field of the history is worth a line: not the row links nor the review bookkeeping. */
export const shownChange = (campo: string) => !HIDDEN.has(campo) && campo !== "revision_desde";
