import path from "node:path";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { type Database, openPglite, openPostgres } from "../db/client";
import { seedCatalogues } from "../db/seed/seed-catalogues";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    db: Database["db"];
  }
}

/** Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR; migrates and seeds. */
export async function openDatabase(config: Config): Promise<Database> {
  const database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openPglite({ dataDir: path.join(config.DATA_DIR, "pglite") });
  await seedCatalogues(database.db);
  return database;
}

/** `database` given: the caller owns it (tests share one); otherwise the app opens and closes its own. */
export default fp<{ config: Config; database?: Database }>(async (app, opts) => {
  const database = opts.database ?? (await openDatabase(opts.config));
  app.decorate("database", database);
  app.decorate("db", database.db);
  if (!opts.database) app.addHook("onClose", () => database.close());
});
