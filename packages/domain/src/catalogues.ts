/** The catalogue names of spec part 7, served at GET /api/catalogo/{name}. */
export const CATALOGUE_NAMES = [
  "estado_civil",
  "profesion_oficio",
  "tipo_documento_natural",
  "tipo_documento_juridico",
  "tipo_documento_mandatario",
  "tipo_documento_abogado",
  "tipo_documento_piloto",
  "cargo",
  "pais",
  "paisNacionalidad",
  "tipo_libro",
  "departamento",
  "municipio",
  "tipo_direccion",
  "tipo_telefono",
  "tipo_vehiculo",
  "tipo_uso",
  "marca_vehiculo",
  "tipo_combustible",
  "tipo_placa",
  "tipo_licencia",
  "tipo_poder",
] as const;

export type CatalogueName = (typeof CATALOGUE_NAMES)[number];

export interface CatalogueItem {
  id: number;
  value: string;
}
