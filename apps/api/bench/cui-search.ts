/**
 * `npm run bench:cui-search -w apps/api` with DATABASE_URL set to a seeded PostgreSQL copy (`npm run bench
 * -- --seed-only`, 20,000 carriers): times the console's search by a carrier's own CUI with its index
 * (migration 0015) against the same search with the index dropped inside a transaction that is rolled
 * back (the baseline, in the same run), and prints both medians and their ratio: for the CUI's own branch
 * of the search query, and for the whole search (every field's branch; decision 160). Not a test: run it by hand.
 */
import { sql } from "drizzle-orm";
import { openPostgres } from "../src/db/client";
import type { Db } from "../src/db/client";
import { searchTransportistas } from "../src/modules/admin-transportistas/search-transportistas";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to a seeded PostgreSQL database (a copy: this opens it as the app does).");
const RUNS = 30;
const database = await openPostgres(url, { statementTimeoutMs: 120_000 });
const db = database.db;

const { rows: counts } = await db.execute<{ n: number }>(sql`select count(*)::int as n from "natural"`);
const { rows: picked } = await db.execute<{ cui: string }>(sql`select cui from "natural" order by id desc limit 1`);
if (!picked[0]) throw new Error("No natural person in this database: seed it first.");
const cui = picked[0].cui;

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/**
 * The CUI's branch of the search, word for word as `search-transportistas.ts` writes it, timed by the
 * database itself (EXPLAIN ANALYZE's execution time): a round trip costs more than the branch.
 */
async function branch(handle: Db): Promise<number> {
  const { rows } = await handle.execute<{ "QUERY PLAN": Array<{ "Execution Time": number }> }>(
    sql`explain (analyze, format json) select pe.usuario_id, 'cui', n.cui from "natural" n join persona pe on pe.id = n.persona_id where n.cui like ${`${cui}%`}`,
  );
  return rows[0]["QUERY PLAN"][0]["Execution Time"];
}

/** The median of the database's own execution times. */
async function medianInDb(run: () => Promise<number>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await run());
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const withIndex = { branch: await medianInDb(() => branch(db)), search: await median(() => searchTransportistas(db, cui, 20)) };
const withoutIndex = { branch: 0, search: 0 };
await db
  .transaction(async (tx) => {
    await tx.execute(sql`drop index natural_cui_busqueda_idx`);
    withoutIndex.branch = await medianInDb(() => branch(tx as unknown as Db));
    withoutIndex.search = await median(() => searchTransportistas(tx as unknown as Db, cui, 20));
    throw new Error("rollback");
  })
  .catch((err: Error) => {
    if (err.message !== "rollback") throw err;
  });
const hits = await searchTransportistas(db, cui, 20);
console.log(`natural persons: ${counts[0].n}; search by the CUI ${cui}: ${hits.length} carrier(s)`);
for (const part of ["branch", "search"] as const) {
  const [a, b] = [withIndex[part], withoutIndex[part]];
  console.log(`${part === "branch" ? "CUI branch (in the database)" : "whole search (round trip)"}: median of ${RUNS} ${a.toFixed(2)} ms with the index, ${b.toFixed(2)} ms without it (baseline): ${(b / a).toFixed(1)}x`);
}
await database.close();
