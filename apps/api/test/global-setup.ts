import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../src/db/client";
import { seedCatalogues } from "../src/db/seed/seed-catalogues";

declare module "vitest" {
  export interface ProvidedContext {
    templateDump: string;
  }
}

/**
 * Migrates and seeds once per run. PGlite: a template is dumped to a file that each test file loads
 * (0.3 s) instead of migrating again (2 s). PostgreSQL (TEST_DATABASE_URL): migrated and seeded here;
 * test files share that database and only ever assert on the rows they create.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = await openPostgres(url);
    await seedCatalogues(database.db);
    await database.close();
    project.provide("templateDump", "");
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "portal-api-test-"));
  const database = await openPglite();
  await seedCatalogues(database.db);
  const dump = await database.client.dumpDataDir("gzip");
  await database.close();
  const file = path.join(dir, "template.tar.gz");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("templateDump", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
