import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type pg from "pg";
import type { PgliteLog } from "./pglite-worker";

/**
 * PGlite is one backend with no checkpointer process: left alone it checkpoints only when it closes, and
 * its WAL (pg_wal) grows with every write until then. Every `everyMs` this asks how much WAL was written
 * since the last checkpoint and, past `maxWalMb`, runs CHECKPOINT, after which PostgreSQL removes or
 * recycles the older segments (decision 101). Both run on the pool's one connection, between other
 * statements, never inside someone's transaction.
 */
export interface WalCheckpointOptions {
  everyMs?: number;
  maxWalMb?: number;
}

/** While a long statement holds the one connection, the check waits its turn again (up to this many times). */
const BUSY_RETRIES = 20;

type Queryable = Pick<pg.Pool | pg.PoolClient, "query">;

export async function walBytesSinceCheckpoint(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ bytes: number }>(
    "select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 as bytes from pg_control_checkpoint()",
  );
  return Number(rows[0].bytes);
}

/** Bytes of WAL segments on disk under a PGlite data directory (written, recycled or kept for the next). */
export function walBytesOnDisk(dataDir: string): number {
  const wal = path.join(dataDir, "pg_wal");
  return readdirSync(wal)
    .filter((name) => /^[0-9A-F]{24}$/.test(name))
    .reduce((sum, name) => sum + statSync(path.join(wal, name)).size, 0);
}

export function startWalCheckpoints(pool: pg.Pool, log: PgliteLog, { everyMs = 5000, maxWalMb = 32 }: WalCheckpointOptions = {}) {
  let running: Promise<void> = Promise.resolve();
  const check = async () => {
    const client = await connectWhenFree(pool);
    let failure: Error | undefined;
    try {
      const bytes = await walBytesSinceCheckpoint(client);
      if (bytes < maxWalMb * 1024 * 1024) return;
      const started = Date.now();
      await client.query("checkpoint");
      log.info({ walMb: Math.round(bytes / 1024 / 1024), ms: Date.now() - started }, "PGlite: punto de control (checkpoint) del WAL");
    } catch (err) {
      failure = err as Error;
      throw err;
    } finally {
      client.release(failure); // a connection that failed is dropped, as pool.query does
    }
  };
  const timer = setInterval(() => {
    // The database may be away for a moment (its thread restarting): the next turn tries again.
    running = running.then(check).catch((err: unknown) => log.warn({ err }, "PGlite: no se pudo revisar el WAL"));
  }, everyMs);
  timer.unref();
  return {
    /** Stops the checks and waits for one in progress. */
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * A batch of long statements (a bulk load) keeps the connection longer than the pool lets anyone wait
 * (DB_CONNECT_TIMEOUT_MS): queue again at once, so the check gets in between two of them, which is
 * when the WAL grows fastest.
 */
async function connectWhenFree(pool: pg.Pool): Promise<pg.PoolClient> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pool.connect();
    } catch (err) {
      const busy = err instanceof Error && err.message === "timeout exceeded when trying to connect";
      if (!busy || attempt >= BUSY_RETRIES) throw err;
    }
  }
}
