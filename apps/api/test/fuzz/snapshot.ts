import { sql } from "drizzle-orm";
import { AUDITED_TABLES } from "../../src/db/schema/index";
import type { TestContext } from "../app";

/** The tables that hold a carrier's data, each with a `persona_id`: the audited ones but the account. */
const OWNED_TABLES = AUDITED_TABLES.filter((table) => table !== "usuario");
/** The account tables, each with a `usuario_id` (usuario itself by `id`). */
const ACCOUNT_TABLES = ["sesion", "refresh_token", "password_reset"];

/** A constant label for a table's rows (our own table names, not input). */
const label = (table: string) => sql.raw(`'${table}:'`);

/**
 * A content hash of every row the given accounts own (their account, sessions and all their data).
 * Failed-login counters, spent bot-check answers and the audit trail are left out: a refused request
 * may write those by design. On the embedded database (one test file per database) the row count of
 * every table is added, so a refused request that wrote a row for anyone is caught too.
 */
export async function snapshot(ctx: TestContext, usuarioIds: number[]): Promise<string> {
  const users = sql.raw(usuarioIds.map(Number).join(","));
  const personas = sql`(SELECT id FROM persona WHERE usuario_id IN (${users}))`;
  const parts = [
    sql`SELECT 'usuario:' || md5(t::text) AS h FROM usuario t WHERE id IN (${users})`,
    ...ACCOUNT_TABLES.map((table) => sql`SELECT ${label(table)} || md5(t::text) FROM ${sql.identifier(table)} t WHERE usuario_id IN (${users})`),
    ...OWNED_TABLES.map((table) =>
      table === "persona"
        ? sql`SELECT 'persona:' || md5(t::text) FROM persona t WHERE usuario_id IN (${users})`
        : sql`SELECT ${label(table)} || md5(t::text) FROM ${sql.identifier(table)} t WHERE persona_id IN ${personas}`,
    ),
  ];
  if (!process.env.TEST_DATABASE_URL) {
    for (const table of ["usuario", ...ACCOUNT_TABLES, ...OWNED_TABLES, "archivo"]) {
      parts.push(sql`SELECT ${label(table)} || count(*) FROM ${sql.identifier(table)}`);
    }
  }
  const query = sql`SELECT md5(coalesce(string_agg(h, ',' ORDER BY h), '')) AS hash FROM (${sql.join(parts, sql` UNION ALL `)}) AS rows`;
  const result = await ctx.app.db.execute(query);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ hash: string }>;
  return rows[0].hash;
}

/**
 * The next transaction id the database will assign. It moves only when some transaction writes, so
 * when it has not moved since the last snapshot nothing can have changed and the (costlier) snapshot
 * need not be taken again.
 */
export async function nextTransactionId(ctx: TestContext): Promise<string> {
  const result = await ctx.app.db.execute(sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xid`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ xid: string }>;
  return rows[0].xid;
}
