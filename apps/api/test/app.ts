import { readFileSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { buildApp, type App, type BuildOptions } from "../src/app";
import { type Config, loadConfig, type ResolvedConfig } from "../src/config";
import { type Database, openPglite, openPostgres } from "../src/db/client";

export interface TestContext {
  app: App;
  database: Database;
  /** The settings the app runs with (`app.config`, the JWT secret resolved). */
  config: ResolvedConfig;
  close(): Promise<void>;
}

/** A database for one test file: a clone of the migrated template, or the shared PostgreSQL test database. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openPostgres(url);
  const dump = readFileSync(inject("templateDump"));
  return openPglite({ loadDataDir: new Blob([dump]), migrate: false });
}

/** A fresh app on its own data directory (outbox, secrets) and a cloned database. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildOptions, "logger" | "database"> = {},
): Promise<TestContext> {
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", ALTCHA_MAX_NUMBER: "1000" },
    {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "portal-api-data-")),
      JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
      WEB_DIST: path.join(os.tmpdir(), "no-web-in-api-tests"),
      ...overrides,
    },
  );
  const app = await buildApp({ config, database, logger: options.logger ?? false });
  await app.ready();
  return {
    app,
    database,
    config: app.config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
