/**
 * `npm run bench:cui-search -w apps/api` with DATABASE_URL set to a seeded PostgreSQL copy (`npm run bench
 * -- --seed-only`, 20,000 carriers): times the console's search by a carrier's own CUI with its index
 * (migration 0017) against the same search with the index dropped inside a transaction that is rolled
 * back (the baseline, in the same run), and prints both medians and their ratio. Not a test: run it by hand.
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

const withIndex = await median(() => searchTransportistas(db, cui, 20));
let withoutIndex = 0;
await db
  .transaction(async (tx) => {
    await tx.execute(sql`drop index natural_cui_busqueda_idx`);
    withoutIndex = await median(() => searchTransportistas(tx as unknown as Db, cui, 20));
    throw new Error("rollback");
  })
  .catch((err: Error) => {
    if (err.message !== "rollback") throw err;
  });
const hits = await searchTransportistas(db, cui, 20);
console.log(`natural persons: ${counts[0].n}; search by the CUI ${cui}: ${hits.length} carrier(s)`);
console.log(`median of ${RUNS}: ${withIndex.toFixed(2)} ms with the index, ${withoutIndex.toFixed(2)} ms without it (baseline): ${(withoutIndex / withIndex).toFixed(1)}x faster`);
await database.close();
