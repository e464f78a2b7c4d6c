import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, openPostgres, type PostgresOptions } from "../client";
import { type PgliteLog, PgliteWorker } from "./pglite-worker";
import { startWalCheckpoints, type WalCheckpointOptions } from "./wal-checkpoint";

const FIRST_ANSWER_TIMEOUT_MS = 60_000;

/** Only names the socket file (`.s.PGSQL.<port>`, the name PostgreSQL clients look for in a socket directory). */
const SOCKET_PORT = 5432;

/**
 * The single session outlives a dropped connection: forget its prepared statements and settings, and put
 * back the search path PGlite sets when it opens (its configured default is pg_catalog alone).
 */
const SESSION_RESET = ["discard all", "set search_path to public"];

export interface PgliteServerOptions extends Pick<PostgresOptions, "connectTimeoutMs" | "statementTimeoutMs" | "onConnectionError"> {
  log: PgliteLog;
  /** The worker cannot be brought back: by default the process says why and exits (its supervisor restarts it). */
  onFatal?: (err: Error) => void;
  checkpoints?: WalCheckpointOptions;
}

export type PgliteServerDatabase = Database & { pool: pg.Pool; worker: PgliteWorker };

/**
 * The embedded database for the server (decision 100): PGlite on `dataDir` in its own thread, spoken to
 * through the same node-postgres pool and migrations as PostgreSQL. The pool holds one connection,
 * since PGlite is a single session; each new connection resets that session first (SESSION_RESET). The WAL is kept
 * bounded by checkpoints (decision 101). The data directory is the one in-process PGlite uses.
 */
export async function openPgliteServer(dataDir: string, opts: PgliteServerOptions): Promise<PgliteServerDatabase> {
  mkdirSync(dataDir, { recursive: true });
  // mkdtemp makes the directory 0700: only this user reaches the socket, which asks for no password.
  const socketDir = mkdtempSync(path.join(tmpdir(), "portal-pglite-"));
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  // Also when the process ends without closing the database (process.exit, an uncaught error).
  process.once("exit", removeSocketDir);
  const onFatal =
    opts.onFatal ??
    ((err: Error) => {
      opts.log.error({ err }, "PGlite no se puede abrir de nuevo: el proceso termina");
      process.exit(1);
    });
  const worker = new PgliteWorker({ dataDir, socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`) }, opts.log, onFatal);
  let database: Database & { pool: pg.Pool };
  try {
    await worker.start();
    // template1: the database PGlite opens by default, where in-process PGlite has always kept the data.
    const url = `postgres://postgres@/template1?host=${encodeURIComponent(socketDir)}&port=${SOCKET_PORT}`;
    await firstAnswer(url);
    database = await openPostgres(url, { ...opts, poolMax: 1, connectionSetup: SESSION_RESET });
  } catch (err) {
    await worker.close();
    removeSocketDir();
    process.off("exit", removeSocketDir);
    throw err;
  }
  const checkpoints = startWalCheckpoints(database.pool, opts.log, opts.checkpoints);
  return {
    db: database.db,
    kind: "pglite",
    // The health check asks the thread, which answers between two statements: a busy database is not a
    // dead one, and the one instance PGlite allows must not be taken out of rotation for being busy.
    ping: () => worker.ping(),
    backup: () => worker.backup(),
    pool: database.pool,
    threadRestarts: () => worker.restarts,
    worker,
    close: async () => {
      await checkpoints.stop();
      await database.close();
      await worker.close();
      removeSocketDir();
      process.off("exit", removeSocketDir);
    },
  };
}

/**
 * The first statement of a fresh PGlite (a new data directory, or one replaying its WAL) can take longer
 * than a request may wait for a connection (DB_CONNECT_TIMEOUT_MS): wait for it once, generously.
 */
async function firstAnswer(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: FIRST_ANSWER_TIMEOUT_MS });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
  } finally {
    await client.end().catch(() => {});
  }
}
