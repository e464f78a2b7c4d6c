import type { PGlite } from "@electric-sql/pglite";

/**
 * The embedded database's files as one gzipped tar (decision 188). PGlite builds the archive from its
 * file system in one synchronous pass, between two protocol messages, so no statement runs while it
 * reads: the copy is what a crash at that instant would leave, which PostgreSQL's WAL replays into a
 * consistent database when the copy is opened, committed transactions in and open ones out.
 */
export async function dumpDataDir(db: PGlite): Promise<ArrayBuffer> {
  const archive = await db.dumpDataDir("gzip");
  return archive.arrayBuffer();
}
