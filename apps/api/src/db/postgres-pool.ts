import pg from "pg";
import { markConnectError } from "../lib/database-unavailable";
import { watchConnections, type WatchdogOptions } from "./connection-watchdog";

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
  /**
   * The longest a request may wait on a dead connection (DB_DEAD_CONNECTION_MS): TCP keep-alive on idle
   * connections after this long, and a check of long-held ones (db/connection-watchdog.ts). Unset: neither
   * (the embedded database, one connection that its own thread watches).
   */
  deadConnectionMs?: number;
  /** The check closed dead connections (logged). */
  onDeadConnections?: WatchdogOptions["onDead"];
}

/** A pg client whose failure to open a connection says so, whatever its SQLSTATE (lib/database-unavailable.ts). */
class PortalClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): void;
  override connect(callback?: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): Promise<pg.Client> | void {
    if (!callback) return super.connect().catch((err: unknown) => Promise.reject(markConnectError(err)));
    const done = callback as (err: Error | null, c?: pg.Client) => void;
    super.connect((err: Error | null) => (err ? done(markConnectError(err)) : done(null, this)));
  }
}

/**
 * The pool the app queries PostgreSQL through (the settings DB_*), and the embedded database's thread too
 * (a pool of one over its socket). Errors on opening a connection are marked (PortalClient); with
 * `deadConnectionMs`, dead connections are found and closed (db/connection-watchdog.ts).
 */
export function newPostgresPool(url: string, opts: PostgresOptions = {}): { pool: pg.Pool; stopWatchdog: () => void } {
  const { poolMax = 10, connectTimeoutMs = 3000, statementTimeoutMs = 10_000, connectionSetup = [], deadConnectionMs } = opts;
  const onConnectionError = opts.onConnectionError ?? ((err) => console.warn(`PostgreSQL: ${err.message}`));
  const pool = new pg.Pool({
    Client: PortalClient,
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1000,
    keepAlive: true,
    // With the check on, the kernel also probes an idle connection after this long (a dead one is dropped before use).
    keepAliveInitialDelayMillis: deadConnectionMs ?? 10_000,
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
  const watchdog = deadConnectionMs
    ? watchConnections(pool, {
        connection: { connectionString: url, keepAlive: true },
        deadAfterMs: deadConnectionMs,
        onDead: opts.onDeadConnections ?? ((n, reason) => console.warn(`PostgreSQL: ${n} conexiones cerradas (${reason})`)),
      })
    : undefined;
  return { pool, stopWatchdog: () => watchdog?.stop() };
}
