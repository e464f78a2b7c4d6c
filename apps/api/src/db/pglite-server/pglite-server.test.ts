import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Account, createAccount } from "../../../test/carrier";
import { readScrape, valueOf } from "../../../test/prometheus-scrape";
import { openPglite } from "../client";
import { seedCatalogues } from "../seed/seed-catalogues";
import { openPgliteServer, type PgliteServerDatabase } from "./open-pglite-server";
import { walBytesOnDisk, walBytesSinceCheckpoint } from "./wal-checkpoint";

/**
 * The server's embedded database in its own thread (decisions 100, 101): on a data directory written by
 * in-process PGlite, through the app as a client sees it.
 */
const UNAVAILABLE = "El servicio no está disponible en este momento. Intente de nuevo en unos segundos.";
const MB = 1024 * 1024;
// Checkpoint past 4 MB of WAL, checked every 100 ms, so the test writes a few tens of MB, not hundreds.
const CHECKPOINTS = { everyMs: 100, maxWalMb: 4 };

const silent = { info() {}, warn() {}, error() {} };

describe("PGlite in its own thread", () => {
  let root: string;
  let dataDir: string;
  let database: PgliteServerDatabase;
  let ctx: TestContext;
  let account: Account;
  const fatal: Error[] = [];

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), "portal-pglite-server-"));
    dataDir = path.join(root, "pglite");
    // The directory as `npm start` left it before: written by PGlite in the server's own thread.
    const dump = inject("templateDump");
    const before = dump
      ? await openPglite({ dataDir, loadDataDir: new Blob([readFileSync(dump)]), migrate: false })
      : await openPglite({ dataDir });
    if (!dump) await seedCatalogues(before.db);
    await before.db.execute(sql`create table probe_before (note text)`);
    await before.db.execute(sql`insert into probe_before values ('escrito antes')`);
    await before.close();

    database = await openPgliteServer(dataDir, { log: silent, onFatal: (err) => fatal.push(err), checkpoints: CHECKPOINTS });
    ctx = await buildTestApp({}, { database });
    account = await createAccount(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const databaseRead = () => ctx.app.inject({ method: "GET", url: "/api/persona", headers: account.headers });
  const timed = async <T>(work: Promise<T>) => {
    const start = Date.now();
    const result = await work;
    return { result, ms: Date.now() - start };
  };

  it("opens the data directory in-process PGlite wrote, with its rows and every migration", async () => {
    const { rows } = await database.db.execute<{ note: string }>(sql`select note from probe_before`);
    expect(rows).toEqual([{ note: "escrito antes" }]);
    const journal = JSON.parse(readFileSync(path.join(import.meta.dirname, "../migrations/meta/_journal.json"), "utf8")) as { entries: unknown[] };
    const applied = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied.rows[0].n).toBe(journal.entries.length);
    expect((await databaseRead()).statusCode).toBe(200);
  });

  it("keeps answering while a long statement runs in the database", async () => {
    // then(): a Drizzle query starts only once something waits for it.
    const slow = database.db.execute(sql`select pg_sleep(2.5)`).then(() => undefined);
    await new Promise((r) => setTimeout(r, 200));
    // The catalogues come from memory: answered at once, not after the statement.
    const catalogue = await timed(ctx.app.inject({ method: "GET", url: "/api/catalogo/pais" }));
    expect(catalogue.result.statusCode).toBe(200);
    expect(catalogue.ms).toBeLessThan(500);
    // The health check waits for the database only its 1.5 s, then says so.
    const health = await timed(ctx.app.inject({ method: "GET", url: "/api/health" }));
    expect(health.result.statusCode).toBe(503);
    expect(health.result.json()).toMatchObject({ status: "error", database: "pglite" });
    expect(health.ms).toBeLessThan(2200);
    await slow;
    expect((await ctx.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("keeps its WAL bounded by checkpoints while many writes go through", async () => {
    const lsn = async () => (await database.db.execute<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`)).rows[0].lsn;
    const start = await lsn();
    await database.db.execute(sql`create table probe_wal (id serial primary key, body text)`);
    let largest = 0;
    for (let round = 0; round < 25; round++) {
      await database.db.execute(sql`insert into probe_wal (body) select repeat(md5(g::text), 30) from generate_series(1, 1500) g`);
      await database.db.execute(sql`delete from probe_wal where id % 2 = 0`);
      largest = Math.max(largest, walBytesOnDisk(dataDir));
      await new Promise((r) => setTimeout(r, 20));
    }
    const written = await database.db.execute<{ bytes: number }>(
      sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${start}::pg_lsn)::float8 as bytes`,
    );
    expect(written.rows[0].bytes).toBeGreaterThan(40 * MB);
    expect(largest).toBeLessThan(20 * MB);
    await new Promise((r) => setTimeout(r, 3 * CHECKPOINTS.everyMs));
    expect(await walBytesSinceCheckpoint(database.pool)).toBeLessThan(CHECKPOINTS.maxWalMb * MB);
    await database.db.execute(sql`drop table probe_wal`);
  });

  it("answers 503 while its thread is down, then again once it is back", async () => {
    await database.worker.kill();
    const during = await databaseRead();
    expect(during.statusCode).toBe(503);
    expect(during.headers["retry-after"]).toBe("5");
    expect(during.json()).toEqual({ message: UNAVAILABLE });
    await database.worker.settled();
    expect((await databaseRead()).statusCode).toBe(200);
    expect(fatal).toEqual([]);
    // What the metrics scrape shows: one restart, and the pool of its one session.
    const scrape = readScrape(await ctx.app.metrics.registry.metrics());
    expect(valueOf(scrape.samples, "portal_pglite_thread_restarts_total")).toBe(1);
    expect(valueOf(scrape.samples, "portal_db_pool_max_connections")).toBe(1);
  });

  it("gives up loudly when its thread keeps ending", async () => {
    for (let i = 0; i < 4 && fatal.length === 0; i++) {
      await database.worker.kill();
      await database.worker.settled();
    }
    expect(fatal.map((err) => err.message)).toEqual([expect.stringMatching(/^PGlite terminó 4 veces en 60 s/)]);
    expect((await databaseRead()).statusCode).toBe(503);
  });
});
