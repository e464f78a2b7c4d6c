import { getTableName, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/app";
import type { Database } from "./client";
import * as schema from "./schema/index";
import { CATALOGUE_TABLES } from "./seed/catalogue-tables";

/** Catalogue rows are never deleted, so a reference to one needs no index for deletes to stay fast. */
const CATALOGUES = new Set([schema.pais, schema.departamento, schema.municipio, ...CATALOGUE_TABLES].map(getTableName));

describe("foreign keys", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("each one to a carrier's or an account's rows has an index that leads with its columns", async () => {
    // A delete of the referenced row scans the referencing table unless such an index exists.
    const result = await database.db.execute(sql`
      select c.conrelid::regclass::text as tabla, c.confrelid::regclass::text as referencia,
             (select string_agg(a.attname, ',' order by a.attnum) from pg_attribute a
               where a.attrelid = c.conrelid and a.attnum = any (c.conkey)) as columnas
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
            and c.conkey @> (i.indkey::int2[])[0:cardinality(c.conkey) - 1])`);
    const rows = ("rows" in result ? result.rows : result) as Array<{ tabla: string; referencia: string; columnas: string }>;
    const missing = rows
      .filter((r) => !CATALOGUES.has(r.referencia.replace(/"/g, "")))
      .map((r) => `${r.tabla}(${r.columnas}) → ${r.referencia}`)
      .sort();
    expect(missing).toEqual([]);
  });
});
