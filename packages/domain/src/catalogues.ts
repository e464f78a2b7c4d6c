import { z } from "zod";
import { catalogueId } from "./fields";

/** The catalogue names of spec part 7 (and `color`), served at GET /api/catalogo/{name}. */
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
  // Beyond the spec's 22: the old portal hard-coded the vehicle colours (Azul, Rojo); served like the others.
  "color",
  // Issue 24: the insurers authorised in Guatemala, for their API clients (and the vehicle's policy).
  "aseguradora",
] as const;

export type CatalogueName = (typeof CATALOGUE_NAMES)[number];

export const isCatalogueName = (name: string): name is CatalogueName =>
  (CATALOGUE_NAMES as readonly string[]).includes(name);

export const catalogueItemSchema = z.object({ id: z.number().int(), value: z.string() });
export const catalogueListSchema = z.array(catalogueItemSchema);
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

export const catalogueParamsSchema = z.object({
  name: z.string().max(50).describe(`Nombre del catálogo: ${CATALOGUE_NAMES.join(", ")}.`),
});

const FILTER_INVALID = "El filtro debe ser un número entero positivo.";
const filterId = catalogueId(FILTER_INVALID).optional();

/** Optional filters: `pais_id` applies to `departamento`, `departamento_id` to `municipio`; others ignore them. */
export const catalogueQuerySchema = z.object({ pais_id: filterId, departamento_id: filterId });
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;
