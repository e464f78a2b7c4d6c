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
}

const migrationsFolder = runtimeFiles.migrations;

// Any fixed number: all instances that start together take the same advisory lock, so one migrates at a time.
const MIGRATION_LOCK = 727_001;

/** Pool limits and timeouts (the settings DB_POOL_MAX, DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS). */
export interface PostgresOptions {
  poolMax?: number;
  /** How long getting a connection may take (new or from a busy pool) before the request fails. */
  connectTimeoutMs?: number;
  /** Server-side limit of one statement and of an idle transaction; the driver gives up 1 s later. */
  statementTimeoutMs?: number;
  /** Where a lost idle connection is reported (it is only logged: the pool opens a new one on demand). */
  onConnectionError?: (err: Error) => void;
  /** Statements run in turn first on every new connection (the embedded database resets its one shared session). */
  connectionSetup?: string[];
}

/**
 * A pool that survives the database going away: a lost connection is logged and replaced, never an
 * unhandled 'error' event; connecting, each statement and an idle transaction are bounded in time, so a
 * request fails fast (and answers 503) instead of hanging; TCP keep-alive finds half-open connections.
 * Migrations run first on their own connection without statement timeouts, inside an advisory lock.
 */
export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Database & { pool: pg.Pool }> {
  const { poolMax = 10, connectTimeoutMs = 3000, statementTimeoutMs = 10_000, connectionSetup = [] } = opts;
  const onConnectionError = opts.onConnectionError ?? ((err) => console.warn(`PostgreSQL: ${err.message}`));
  await migratePostgres(url, connectTimeoutMs, connectionSetup);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    application_name: "portal",
    // Before the connection is handed out; if it fails, the connection is dropped and the caller gets the error.
    onConnect: async (client) => {
      for (const statement of connectionSetup) await client.query(statement);
    },
  });
  // An idle connection lost (backend terminated, server restarted): the pool has already dropped it.
  pool.on("error", onConnectionError);
  // A connection lost while checked out between two queries emits on the client, where pg-pool listens only
  // while it is idle; the next query on it fails ("not queryable") and the pool drops it on release.
  pool.on("connect", (client) => client.on("error", () => {}));
  // Dates stay the YYYY-MM-DD strings the API speaks, numerics stay exact strings.
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    pool,
    kind: "postgres",
    ping: async () => void (await pool.query("select 1")),
    close: () => pool.end(),
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
