import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import type { PgliteLog } from "./pglite-worker";

/**
 * PGlite is one backend with no checkpointer process: left alone it checkpoints only when it closes, and
 * its WAL (pg_wal) grows with every write until then. Every `everyMs` this asks how much WAL was written
 * since the last checkpoint and, past `maxWalMb`, runs CHECKPOINT, after which PostgreSQL removes or
 * recycles the older segments (decision 101). The check is one cheap read on the same connection as
 * every other statement, so it never runs in the middle of someone's transaction.
 */
export interface WalCheckpointOptions {
  everyMs?: number;
  maxWalMb?: number;
}

/** Bytes of WAL segments on disk under a PGlite data directory (written, recycled or kept for the next). */
export function walBytesOnDisk(dataDir: string): number {
  const wal = path.join(dataDir, "pg_wal");
  return readdirSync(wal)
    .filter((name) => /^[0-9A-F]{24}$/.test(name))
    .reduce((sum, name) => sum + statSync(path.join(wal, name)).size, 0);
}

export async function walBytesSinceCheckpoint(db: Db): Promise<number> {
  const { rows } = await db.execute<{ bytes: number }>(
    sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 as bytes from pg_control_checkpoint()`,
  );
  return Number(rows[0].bytes);
}

export function startWalCheckpoints(db: Db, log: PgliteLog, { everyMs = 5000, maxWalMb = 32 }: WalCheckpointOptions = {}) {
  let running: Promise<void> = Promise.resolve();
  const check = async () => {
    const bytes = await walBytesSinceCheckpoint(db);
    if (bytes < maxWalMb * 1024 * 1024) return;
    const started = Date.now();
    await db.execute(sql`checkpoint`);
    log.info({ walMb: Math.round(bytes / 1024 / 1024), ms: Date.now() - started }, "PGlite: punto de control (checkpoint) del WAL");
  };
  const timer = setInterval(() => {
    // The database may be away for a moment (worker restarting): the next turn tries again.
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
