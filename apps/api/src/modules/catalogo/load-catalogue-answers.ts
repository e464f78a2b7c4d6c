import type { CatalogueItem, CatalogueName, CatalogueQuery } from "@portal/domain/catalogues";
import { asc, sql } from "drizzle-orm";
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
  aseguradora: byId(schema.aseguradora),
};

// Sorted here rather than in SQL: database collations differ between PGlite and PostgreSQL installs.
const spanish = new Intl.Collator("es");

type Row = CatalogueItem & { filter: number | null };

/** Every item of one catalogue with its filter column, sorted as the forms show them. */
async function readCatalogue(db: Db, source: Source): Promise<Row[]> {
  const filter = source.filter?.column ?? sql<null>`null`;
  const items = (await db
    .select({ id: source.id, value: source.value, filter })
    .from(source.table)
    .orderBy(asc(source.id))) as Row[];
  if (source.sort === "value") items.sort((a, b) => spanish.compare(a.value, b.value));
  if (source.sort === "guatemala-first") {
    items.sort((a, b) => Number(b.id === GUATEMALA_ID) - Number(a.id === GUATEMALA_ID) || spanish.compare(a.value, b.value));
  }
  return items;
}

const EMPTY = Buffer.from("[]");
const toJson = (rows: Row[]) => Buffer.from(JSON.stringify(rows.map(({ id, value }) => ({ id, value }))));

/** The answers of one catalogue, serialised: unfiltered, and for each value of its filter. */
interface CatalogueAnswers {
  all: Buffer;
  filter?: { param: keyof CatalogueQuery; byValue: Map<number, Buffer> };
}

/** Finds the ready answer of `GET /catalogo/{name}`: a filter value no item has answers `[]`. */
export type CatalogueAnswer = (name: CatalogueName, query: CatalogueQuery) => Buffer;

/**
 * Reads, sorts and serialises every catalogue once (decision 093): they are seeded from files and never
 * change while the server runs, so each request only picks a ready JSON answer.
 */
export async function loadCatalogueAnswers(db: Db): Promise<CatalogueAnswer> {
  const answers = new Map<CatalogueName, CatalogueAnswers>();
  for (const name of Object.keys(SOURCES) as CatalogueName[]) {
    const source = SOURCES[name];
    const rows = await readCatalogue(db, source);
    const entry: CatalogueAnswers = { all: toJson(rows) };
    if (source.filter) {
      const values = [...new Set(rows.map((r) => r.filter as number))];
      const byValue = new Map(values.map((value) => [value, toJson(rows.filter((r) => r.filter === value))]));
      entry.filter = { param: source.filter.param, byValue };
    }
    answers.set(name, entry);
  }
  return (name, query) => {
    const entry = answers.get(name)!;
    const value = entry.filter ? query[entry.filter.param] : undefined;
    return value === undefined ? entry.all : (entry.filter!.byValue.get(value) ?? EMPTY);
  };
}
