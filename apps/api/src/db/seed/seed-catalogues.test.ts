import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import * as schema from "../schema/index";
import { CATALOGUE_TABLES } from "./catalogue-tables";
import { seedCatalogues } from "./seed-catalogues";

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "data");
const TABLES: PgTable[] = [schema.pais, schema.departamento, schema.municipio, ...CATALOGUE_TABLES];
const fileRows = (table: PgTable): Record<string, unknown>[] =>
  JSON.parse(readFileSync(path.join(dataDir, `${getTableName(table)}.json`), "utf8"));

describe("catalogue seed files", () => {
  it("exist for exactly the seeded tables", () => {
    const files = readdirSync(dataDir).filter((f) => f.endsWith(".json")).sort();
    expect(files).toEqual(TABLES.map((t) => `${getTableName(t)}.json`).sort());
  });

  it("hold rows with exactly their table's columns, unique ids and names", () => {
    for (const table of TABLES) {
      const name = getTableName(table);
      const columns = Object.keys(getTableColumns(table)).sort();
      const rows = fileRows(table);
      expect(rows.length, name).toBeGreaterThan(0);
      for (const row of rows) {
        expect(Object.keys(row).sort(), `${name} ${JSON.stringify(row)}`).toEqual(columns);
        expect(Number.isInteger(row.id) && (row.id as number) > 0, name).toBe(true);
        expect(String(row.nombre).trim(), name).not.toBe("");
      }
      expect(new Set(rows.map((r) => r.id)).size, name).toBe(rows.length);
      // Names are unique per catalogue; municipality names only within their department (San José, La Libertad…).
      const key = (r: Record<string, unknown>) => `${name === "municipio" ? r.departamento_id : ""} ${String(r.nombre).toLowerCase()}`;
      expect(new Set(rows.map(key)).size, name).toBe(rows.length);
    }
  });

  it("number the simple catalogues 1..N and start countries with Guatemala", () => {
    for (const table of CATALOGUE_TABLES) {
      expect(fileRows(table).map((r) => r.id)).toEqual(fileRows(table).map((_, i) => i + 1));
    }
    expect(fileRows(schema.pais)[0]).toEqual({ id: 1, nombre: "Guatemala", nacionalidad: "Guatemalteca", codigo_iso: "GT" });
    expect(fileRows(schema.color).slice(0, 2).map((r) => r.nombre)).toEqual(["Azul", "Rojo"]);
    for (const p of fileRows(schema.pais)) expect(p.codigo_iso).toMatch(/^[A-Z]{2}$/);
  });
});

describe("seedCatalogues", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const snapshot = async () => {
    const out: Record<string, unknown[]> = {};
    for (const table of TABLES) out[getTableName(table)] = await ctx.app.db.select().from(table).orderBy(sql`id`);
    return out;
  };

  it("has loaded every file row, and a second run changes nothing", async () => {
    const before = await snapshot();
    for (const table of TABLES) {
      const name = getTableName(table);
      expect(before[name]).toEqual(expect.arrayContaining(fileRows(table)));
      expect(before[name], name).toHaveLength(fileRows(table).length);
    }
    await seedCatalogues(ctx.app.db);
    expect(await snapshot()).toEqual(before);
  });

  it("moves each id sequence past the seeded ids", async () => {
    for (const table of TABLES) {
      const name = getTableName(table);
      const result = await ctx.app.db.execute(
        sql.raw(`select (select last_value from pg_sequences where sequencename = '${name}_id_seq') >= (select max(id) from "${name}") as ok`),
      );
      expect((result as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok, name).toBe(true);
    }
  });
});
