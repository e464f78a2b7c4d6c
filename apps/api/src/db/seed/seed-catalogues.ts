import { readFileSync } from "node:fs";
import path from "node:path";
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { runtimeFiles } from "../../lib/runtime-files";
import type { Db } from "../client";
import * as schema from "../schema/index";
import { CATALOGUE_TABLES } from "./catalogue-tables";

const dataDir = runtimeFiles.seedData;

function rows(table: PgTable): Record<string, unknown>[] {
  return JSON.parse(readFileSync(path.join(dataDir, `${getTableName(table)}.json`), "utf8"));
}

/**
 * Inserts the catalogue rows of `data/<table>.json` (ids included, so they are stable across
 * installations) and leaves rows already there untouched. Safe to run at every start and from
 * several instances at once.
 */
export async function seedCatalogues(db: Db): Promise<void> {
  // Parents first: países → departamentos → municipios.
  const tables: PgTable[] = [schema.pais, schema.departamento, schema.municipio, ...CATALOGUE_TABLES];
  for (const table of tables) {
    const data = rows(table);
    if (data.length === 0) continue;
    for (let i = 0; i < data.length; i += 500) {
      // Each file's shape is its table's columns; the seed test checks the files against the schema.
      await db.insert(table).values(data.slice(i, i + 500) as never).onConflictDoNothing();
    }
    const name = getTableName(table);
    // Rows came with explicit ids: move the sequence past them so later inserts do not collide.
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('"${name}"', 'id'), greatest((select max(id) from "${name}"), 1))`),
    );
  }
}
