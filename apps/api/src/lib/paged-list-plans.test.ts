import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_LIMIT_DEFAULT } from "@portal/domain/pagination";
import { buildTestApp, type TestContext } from "../../test/app";
import { openPostgres } from "../db/client";
import { seedCatalogues } from "../db/seed/seed-catalogues";
import { type Carrier, createCarrier } from "../../test/carrier";
import { addVehiculoChain } from "../../test/licencias";

interface PlanNode {
  "Node Type": string;
  "Actual Rows": number;
  "Actual Loops": number;
  Plans?: PlanNode[];
}

/** Rows each Sort node of a plan took in (its input's rows times its loops), deepest first. */
function sortInputs(node: PlanNode): number[] {
  const below = (node.Plans ?? []).flatMap(sortInputs);
  if (node["Node Type"] !== "Sort") return below;
  const input = node.Plans?.[0];
  return [...below, input ? input["Actual Rows"] * input["Actual Loops"] : 0];
}

const ROWS = 3000;
const PAGE = PAGE_LIMIT_DEFAULT;

/**
 * The paged lists of a carrier with far more rows than a page read about a page (decision 215): the
 * statements each request sends are run again under EXPLAIN ANALYZE, both as planned for their values
 * and as the generic plan a prepared statement settles on, and no Sort may take in more than a page.
 * PostgreSQL only: the embedded PGlite plans the same way, but these plans are what production runs.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("paged lists read a page, not the whole list (PostgreSQL only; skipped on PGlite)", () => {
  // A database of its own: on the shared test database the other files write while this one plans, and
  // a CI run once saw the card's page planned as a sort of the whole card there (not reproduced alone).
  const name = `${new URL(url ?? "postgres://x/x").pathname.slice(1)}_planes_${randomBytes(4).toString("hex")}`;
  const own = new URL(url ?? "postgres://x/x");
  own.pathname = `/${name}`;
  let admin: pg.Client;
  let ctx: TestContext;
  let carrier: Carrier;
  let tarjetaId: number;
  let client: pg.Client;
  const statements: Array<{ text: string; values: unknown[] }> = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const database = await openPostgres(own.toString());
    await seedCatalogues(database.db);
    ctx = await buildTestApp({}, { database });
    carrier = await createCarrier(ctx);
    const { vehiculo, tarjeta } = await addVehiculoChain(ctx, carrier);
    tarjetaId = tarjeta.id;
    // Plates unique nationwide on a database other runs share: a random tail per run.
    const tail = Math.random().toString(36).slice(2, 7).toUpperCase().replace(/[^A-Z]/g, "X").padEnd(5, "X");
    await ctx.app.db.execute(sql`
      insert into vehiculo (persona_id, tarjeta_operacion_id, licencia_id, nit, asiento, numero_placa, motor, modelo, linea, numero_chasis,
        color_id, tipo_vehiculo_id, tipo_placa_id, tipo_uso_id, tipo_combustible_id, marca_vehiculo_id)
      select v.persona_id, v.tarjeta_operacion_id, v.licencia_id, v.nit, v.asiento, 'P' || lpad(i::text, 4, '0') || ${tail}, v.motor, v.modelo, v.linea,
        'CH' || i, v.color_id, v.tipo_vehiculo_id, v.tipo_placa_id, v.tipo_uso_id, v.tipo_combustible_id, v.marca_vehiculo_id
      from vehiculo v cross join generate_series(1, ${ROWS}) i where v.id = ${vehiculo.id}`);
    await ctx.app.db.execute(sql`
      insert into piloto (persona_id, nit, cui, nombre, apellido, fecha_nacimiento)
      select ${carrier.personaId}, (5000000 + i)::text, (300000000 + i)::text || '0101', 'Piloto' || i, 'Prueba', date '1980-01-01'
      from generate_series(1, ${ROWS}) i`);
    await ctx.app.db.execute(sql`analyze vehiculo`);
    await ctx.app.db.execute(sql`analyze piloto`);
    await ctx.app.db.execute(sql`analyze auditoria`);

    const pool = (ctx.database as unknown as { pool: pg.Pool }).pool;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text: string; values?: unknown[] };
      const text = typeof first === "string" ? first : first.text;
      statements.push({ text, values: (typeof first === "string" ? undefined : first.values) ?? (args[1] as unknown[]) ?? [] });
      return query(...args);
    };
    client = new pg.Client({ connectionString: own.toString() });
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await ctx?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  /** The sort inputs of every select the request sent, custom and generic plans. */
  async function sortsOf(url: string) {
    statements.length = 0;
    const res = await ctx.app.inject({ method: "GET", url, headers: carrier.headers });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const body = res.json<Record<string, unknown> & { next_cursor: string | null }>();
    // The list under its own name (`vehiculo`, `data`, `auditoria`).
    expect(Object.values(body).find(Array.isArray)).toHaveLength(PAGE);
    const inputs: number[] = [];
    for (const mode of ["force_custom_plan", "force_generic_plan"]) {
      await client.query(`set plan_cache_mode = ${mode}`);
      for (const s of statements.filter((st) => /^select/i.test(st.text))) {
        await client.query("prepare plan_check as " + s.text);
        const values = s.values.map((v) => (v === null ? "null" : `'${String(v).replace(/'/g, "''")}'`));
        const explained = await client.query(`explain (analyze, format json) execute plan_check${values.length ? `(${values.join(", ")})` : ""}`);
        await client.query("deallocate plan_check");
        inputs.push(...sortInputs((explained.rows[0]["QUERY PLAN"] as Array<{ Plan: PlanNode }>)[0].Plan));
      }
    }
    return { inputs, next: body.next_cursor };
  }

  for (const [name, url] of [
    ["the vehicles of a card", () => `/api/vehiculo/${tarjetaId}/tarjeta_operacion?limit=${PAGE}`],
    ["the pilots", () => `/api/piloto?limit=${PAGE}`],
    ["the history of changes", () => `/api/auditoria?limit=${PAGE}`],
  ] as const) {
    it(`${name}: the first and a later page sort at most a page of rows`, async () => {
      const first = await sortsOf(url());
      expect(first.next).not.toBeNull();
      expect(first.inputs.every((n) => n <= PAGE + 1), `sorts took in ${first.inputs.join(", ")} rows`).toBe(true);
      const later = await sortsOf(`${url()}&cursor=${first.next}`);
      expect(later.inputs.every((n) => n <= PAGE + 1), `sorts took in ${later.inputs.join(", ")} rows`).toBe(true);
    });
  }
});
