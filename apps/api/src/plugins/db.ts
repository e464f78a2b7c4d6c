import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { keepAuditPartitions } from "../db/audit-partitions";
import { type Database, openPglite, openPostgres } from "../db/client";
import { serveBackups } from "../db/backup/control-socket";
import { openPgliteServer } from "../db/pglite-server/open-pglite-server";
import { seedCatalogues } from "../db/seed/seed-catalogues";
import { auditedDb } from "../lib/audited-db";
import { claimDataDir } from "../lib/data-dir-lock";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    db: Database["db"];
  }
}

/** Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR (in its own thread); migrates and seeds. */
export async function openDatabase(config: Config, log: FastifyBaseLogger): Promise<Database> {
  const database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, {
        poolMax: config.DB_POOL_MAX,
        connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
        deadConnectionMs: config.DB_DEAD_CONNECTION_MS || undefined,
        onConnectionError: (err) => log.warn({ err }, "conexión a PostgreSQL perdida; se abrirá otra al necesitarla"),
        onDeadConnections: (count, reason) => log.warn({ count, reason }, "conexiones a PostgreSQL muertas cerradas"),
      })
    : config.PGLITE_THREAD === "worker"
      ? await openPgliteServer(path.join(config.DATA_DIR, "pglite"), {
          log,
          // Its one connection is refused at once when the thread is down, so this wait is only a queue:
          // a request waits its turn as long as a statement may run, rather than 503 after 3 s (decision 100).
          connectTimeoutMs: Math.max(config.DB_CONNECT_TIMEOUT_MS, config.DB_STATEMENT_TIMEOUT_MS),
          statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
          onConnectionError: (err) => log.warn({ err }, "conexión a PGlite perdida; se abrirá otra al necesitarla"),
        })
      : await openPglite({ dataDir: path.join(config.DATA_DIR, "pglite") });
  await seedCatalogues(database.db);
  return database;
}

/** `database` given: the caller owns it (tests share one); otherwise the app opens and closes its own. */
export default fp<{ config: Config; database?: Database }>(async (app, opts) => {
  if (!opts.database && !opts.config.DATABASE_URL) {
    // One process at a time on the embedded database; `npm run admin:create` checks the same mark.
    const release = claimDataDir(opts.config.DATA_DIR);
    app.addHook("onClose", async () => release());
  }
  const database = opts.database ?? (await openDatabase(opts.config, app.log));
  if (!opts.database && database.backup) {
    // The process that holds the embedded database hands out its copies (`npm run backup`).
    const stopServing = await serveBackups(opts.config.DATA_DIR, database.backup, app.log);
    app.addHook("onClose", stopServing);
  }
  app.decorate("database", database);
  // Every module writes through the audited handle: its transactions carry the request's author to the audit trigger.
  app.decorate("db", auditedDb(database.db));
  // The audit trail's partitions of the coming months (decision 218): at start and daily.
  const partitions = keepAuditPartitions(database.db, app.log);
  await partitions.ready;
  app.addHook("onClose", async () => partitions.stop());
  if (!opts.database) app.addHook("onClose", () => database.close());
});
