import { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";

/**
 * A copy of the embedded database as a plain SQL script that `psql` loads into an empty PostgreSQL database:
 * the way from PGlite to PostgreSQL (decision 188). The copy is opened in memory, away from the running
 * portal's one session, and dumped by pg_dump (PGlite's WebAssembly build of it).
 */
export async function sqlDumpOf(archive: Uint8Array): Promise<string> {
  const pg = await PGlite.create({ loadDataDir: new Blob([archive as Uint8Array<ArrayBuffer>], { type: "application/x-gzip" }) });
  try {
    const file = await pgDump({ pg, args: ["--no-owner", "--no-privileges"] });
    // pg_dump 17 sets transaction_timeout, which PostgreSQL 14-16 do not know; nothing else differs.
    return (await file.text()).replace(/^SET transaction_timeout = 0;\n/m, "");
  } finally {
    await pg.close();
  }
}
