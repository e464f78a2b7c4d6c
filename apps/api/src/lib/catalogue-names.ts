import { getTableName } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client";

/** A simple `{id, nombre}` catalogue table (color, marca_vehiculo, tipo_licencia…). */
export type NamedCatalogue = PgTable & { id: AnyPgColumn; nombre: AnyPgColumn };
export interface CatalogueRef {
  id: number;
  nombre: string;
}

// One map per table for the whole process: the catalogues are seeded from the same files into every
// database and never change while the server runs (decision 093).
const loaded = new Map<string, Promise<Map<number, CatalogueRef>>>();

function load(db: Db | Tx, table: NamedCatalogue) {
  const read = db
    .select({ id: table.id, nombre: table.nombre })
    .from(table as PgTable)
    .then((rows) => new Map((rows as CatalogueRef[]).map((r) => [r.id, { id: r.id, nombre: r.nombre }])));
  const name = getTableName(table);
  loaded.set(name, read);
  read.catch(() => loaded.delete(name)); // a failed read (database away) is retried by the next request
  return read;
}

/**
 * The `{id, nombre}` of each id, from memory instead of a join on every request. An id the map does
 * not hold (a row added after start, as some tests do) reloads the table once.
 */
export async function catalogueRefs(db: Db | Tx, table: NamedCatalogue, ids: Iterable<number>): Promise<Map<number, CatalogueRef>> {
  let refs = await (loaded.get(getTableName(table)) ?? load(db, table));
  for (const id of ids) {
    if (refs.has(id)) continue;
    refs = await load(db, table);
    if (!refs.has(id)) throw new Error(`${getTableName(table)} ${id} no existe`);
  }
  return refs;
}
