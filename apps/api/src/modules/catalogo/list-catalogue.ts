import type { CatalogueItem, CatalogueName, CatalogueQuery } from "@portal/domain/catalogues";
import { asc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import * as schema from "../../db/schema/index";

/** Guatemala: the default nationality (spec part 9), listed first among countries. */
const GUATEMALA_ID = 1;

interface Source {
  table: PgTable;
  id: PgColumn;
  value: PgColumn;
  /** "id": as seeded; "value": alphabetical in Spanish; "guatemala-first": Guatemala, then alphabetical. */
  sort: "id" | "value" | "guatemala-first";
  filter?: { param: keyof CatalogueQuery; column: PgColumn };
}

const byId = (t: typeof schema.estado_civil): Source => ({ table: t, id: t.id, value: t.nombre, sort: "id" });

const SOURCES: Record<CatalogueName, Source> = {
  estado_civil: byId(schema.estado_civil),
  profesion_oficio: { ...byId(schema.profesion_oficio), sort: "value" },
  tipo_documento_natural: byId(schema.tipo_documento_natural),
  tipo_documento_juridico: byId(schema.tipo_documento_juridico),
  tipo_documento_mandatario: byId(schema.tipo_documento_mandatario),
  tipo_documento_abogado: byId(schema.tipo_documento_abogado),
  tipo_documento_piloto: byId(schema.tipo_documento_piloto),
  cargo: byId(schema.cargo),
  pais: { table: schema.pais, id: schema.pais.id, value: schema.pais.nombre, sort: "guatemala-first" },
  paisNacionalidad: { table: schema.pais, id: schema.pais.id, value: schema.pais.nacionalidad, sort: "guatemala-first" },
  tipo_libro: byId(schema.tipo_libro),
  departamento: {
    table: schema.departamento,
    id: schema.departamento.id,
    value: schema.departamento.nombre,
    sort: "id",
    filter: { param: "pais_id", column: schema.departamento.pais_id },
  },
  municipio: {
    table: schema.municipio,
    id: schema.municipio.id,
    value: schema.municipio.nombre,
    sort: "value",
    filter: { param: "departamento_id", column: schema.municipio.departamento_id },
  },
  tipo_direccion: byId(schema.tipo_direccion),
  tipo_telefono: byId(schema.tipo_telefono),
  tipo_vehiculo: byId(schema.tipo_vehiculo),
  tipo_uso: byId(schema.tipo_uso),
  marca_vehiculo: byId(schema.marca_vehiculo),
  tipo_combustible: byId(schema.tipo_combustible),
  tipo_placa: byId(schema.tipo_placa),
  tipo_licencia: byId(schema.tipo_licencia),
  tipo_poder: byId(schema.tipo_poder),
  color: byId(schema.color),
};

// Sorted here rather than in SQL: database collations differ between PGlite and PostgreSQL installs.
const spanish = new Intl.Collator("es");

/** The `{id, value}` items of one catalogue, filtered and sorted as the forms show them. */
export async function listCatalogue(db: Db, name: CatalogueName, query: CatalogueQuery): Promise<CatalogueItem[]> {
  const source = SOURCES[name];
  const filterValue = source.filter ? query[source.filter.param] : undefined;
  const items = (await db
    .select({ id: source.id, value: source.value })
    .from(source.table)
    .where(source.filter && filterValue !== undefined ? eq(source.filter.column, filterValue) : undefined)
    .orderBy(asc(source.id))) as CatalogueItem[];
  if (source.sort === "value") items.sort((a, b) => spanish.compare(a.value, b.value));
  if (source.sort === "guatemala-first") {
    items.sort((a, b) => Number(b.id === GUATEMALA_ID) - Number(a.id === GUATEMALA_ID) || spanish.compare(a.value, b.value));
  }
  return items;
}
