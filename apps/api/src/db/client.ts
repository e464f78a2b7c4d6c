import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { runtimeFiles } from "../lib/runtime-files";
import { dumpDataDir } from "./backup/dump-data-dir";
import { newPostgresPool, type PostgresOptions } from "./postgres-pool";
import * as schema from "./schema/index";

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database only: a consistent copy of its data directory, a gzipped tar (decision 188). */
  backup?(): Promise<Uint8Array>;
  /** The node-postgres pool requests wait on, where there is one (PostgreSQL, the embedded database's thread). */
  pool?: pg.Pool;
  /** Times the embedded database's thread ended and was started again, where it runs in one. */
  threadRestarts?: () => number;
}

const migrationsFolder = runtimeFiles.migrations;

// Any fixed number: all instances that start together take the same advisory lock, so one migrates at a time.
const MIGRATION_LOCK = 727_001;

export type { PostgresOptions } from "./postgres-pool";

/**
 * A pool that survives the database going away: a lost connection is logged and replaced, never an
 * unhandled 'error' event; connecting, each statement and an idle transaction are bounded in time, so a
 * request fails fast (and answers 503) instead of hanging; TCP keep-alive finds half-open connections.
 * Migrations run first on their own connection without statement timeouts, inside an advisory lock.
 */
export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Database & { pool: pg.Pool }> {
  await migratePostgres(url, opts.connectTimeoutMs ?? 3000, opts.connectionSetup ?? []);
  const { pool, stopWatchdog } = newPostgresPool(url, opts);
  // Dates stay the YYYY-MM-DD strings the API speaks, numerics stay exact strings.
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    pool,
    kind: "postgres",
    ping: async () => void (await pool.query("select 1")),
    close: () => {
      stopWatchdog();
      return pool.end();
    },
  };
}

async function migratePostgres(url: string, connectTimeoutMs: number, connectionSetup: string[]) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
  client.on("error", () => {}); // a lost connection fails the pending query, which is what reports it
  await client.connect();
  try {
    for (const statement of connectionSetup) await client.query(statement);
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    await client.end().catch(() => {});
  }
}

/** PGlite (PostgreSQL in WASM, in process). `dataDir` undefined = in memory; `loadDataDir` restores a dump. */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob; migrate?: boolean } = {}): Promise<Database & { client: PGlite }> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema });
  if (opts.migrate !== false) await migratePglite(db, { migrationsFolder });
  return {
    db,
    client,
    kind: "pglite",
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    backup: async () => new Uint8Array(await dumpDataDir(client)),
  };
}
