import type { Vehiculo, VehiculoForm } from "@portal/domain/vehiculo";

/**
 * The form's values: what the inputs hold (text, "" for nothing chosen), parsed by the domain's form
 * schema, and the chosen policy PDF, sent as a file beside them (decision 185).
 */
export type VehiculoFormValues = VehiculoForm & { poliza_documento?: File };

/** Filled before the add button is enabled (spec part 5), in form order. */
export const VEHICULO_REQUIRED = [
  "nit",
  "asiento",
  "numero_placa",
  "motor",
  "numero_chasis",
  "modelo",
  "color_id",
  "tipo_vehiculo_id",
  "tipo_placa_id",
  "tipo_uso_id",
  "tipo_combustible_id",
  "marca_vehiculo_id",
  "nombre_aseguradora",
  "poliza_numero",
  "poliza_prima_total",
  "poliza_valor",
  "poliza_monto_asegurado",
  "poliza_tipo_seguro",
  "poliza_fecha_inicio",
  "poliza_fecha_fin",
] as const satisfies ReadonlyArray<keyof VehiculoFormValues>;

/** The required fields' labels in the form's order, for the "Falta: …" line under the disabled save button. */
export const VEHICULO_LABELS: Record<(typeof VEHICULO_REQUIRED)[number], string> = {
  nit: "NIT del propietario",
  numero_placa: "Número de Placa",
  asiento: "Asientos",
  marca_vehiculo_id: "Marca",
  modelo: "Modelo",
  motor: "Motor",
  numero_chasis: "Número de Chasis",
  color_id: "Color",
  tipo_vehiculo_id: "Tipo de Vehículo",
  tipo_placa_id: "Tipo de Placa",
  tipo_uso_id: "Tipo de Uso",
  tipo_combustible_id: "Tipo de Combustible",
  nombre_aseguradora: "Aseguradora",
  poliza_numero: "Número de Póliza",
  poliza_tipo_seguro: "Tipo de Seguro",
  poliza_prima_total: "Prima Total (Q)",
  poliza_valor: "Valor (Q)",
  poliza_monto_asegurado: "Monto Asegurado (Q)",
  poliza_fecha_inicio: "Fecha de Inicio de la Póliza",
  poliza_fecha_fin: "Fecha de Fin de la Póliza",
};
export const VEHICULO_DOCUMENTO_LABEL = "Documento de la Póliza (PDF)";

/** Every field the API may name in a 422/409. */
export const VEHICULO_FIELDS: Array<keyof VehiculoFormValues & string> = [
  ...VEHICULO_REQUIRED,
  "linea",
  "cilindro",
  "cc",
  "numero_serie",
  "activo",
  "poliza_documento",
];

export const EMPTY_VEHICULO: VehiculoFormValues = {
  nit: "",
  asiento: "",
  numero_placa: "",
  motor: "",
  modelo: "",
  linea: "",
  cilindro: "",
  cc: "",
  numero_serie: "",
  numero_chasis: "",
  color_id: "",
  tipo_vehiculo_id: "",
  tipo_placa_id: "",
  tipo_uso_id: "",
  tipo_combustible_id: "",
  marca_vehiculo_id: "",
  activo: true,
  nombre_aseguradora: "",
  poliza_numero: "",
  poliza_prima_total: "",
  poliza_valor: "",
  poliza_monto_asegurado: "",
  poliza_tipo_seguro: "",
  poliza_fecha_inicio: "",
  poliza_fecha_fin: "",
  poliza_documento: undefined,
};

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));

/** A listed vehicle as form values (edit mode); the stored policy PDF is kept unless a new one is chosen. */
export function vehiculoToForm(v: Vehiculo): VehiculoFormValues {
  const p = v.poliza;
  return {
    nit: v.nit,
    asiento: text(v.asiento),
    numero_placa: v.numero_placa,
    motor: v.motor,
    modelo: v.modelo,
    linea: text(v.linea),
    cilindro: text(v.cilindro),
    cc: text(v.cc),
    numero_serie: text(v.numero_serie),
    numero_chasis: v.numero_chasis,
    color_id: text(v.color_id),
    tipo_vehiculo_id: text(v.tipo_vehiculo_id),
    tipo_placa_id: text(v.tipo_placa_id),
    tipo_uso_id: text(v.tipo_uso_id),
    tipo_combustible_id: text(v.tipo_combustible_id),
    marca_vehiculo_id: text(v.marca_vehiculo_id),
    activo: v.activo,
    nombre_aseguradora: text(p?.nombre_aseguradora),
    poliza_numero: text(p?.numero),
    poliza_prima_total: text(p?.prima_total),
    poliza_valor: text(p?.valor),
    poliza_monto_asegurado: text(p?.monto_asegurado),
    poliza_tipo_seguro: text(p?.tipo_seguro),
    poliza_fecha_inicio: text(p?.fecha_inicio),
    poliza_fecha_fin: text(p?.fecha_fin),
    poliza_documento: undefined,
  };
}
