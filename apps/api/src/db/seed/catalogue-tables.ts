import * as schema from "../schema/index";

/** The simple `{id, nombre}` catalogues (países, departamentos and municipios are seeded apart). */
export const CATALOGUE_TABLES = [
  schema.estado_civil,
  schema.profesion_oficio,
  schema.cargo,
  schema.tipo_libro,
  schema.tipo_direccion,
  schema.tipo_telefono,
  schema.tipo_vehiculo,
  schema.tipo_uso,
  schema.marca_vehiculo,
  schema.tipo_combustible,
  schema.tipo_placa,
  schema.tipo_licencia,
  schema.tipo_poder,
  schema.color,
  schema.tipo_documento_natural,
  schema.tipo_documento_juridico,
  schema.tipo_documento_mandatario,
  schema.tipo_documento_abogado,
  schema.tipo_documento_piloto,
  schema.aseguradora,
];
