import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../app";
import { loadConfig } from "../../config";
import { createCarrier, type Carrier } from "../../../test/carrier";
import type { TestContext } from "../../../test/app";
import { openPglite, openPostgres } from "../client";
import { auditoria, persona_telefono } from "../schema/index";
import { sqlDumpOf } from "./sql-dump";

const run = promisify(execFile);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
/** The commands as an operator types them (npm run backup / restore), from source. */
const cli = (script: string, dataDir: string, args: string[]) =>
  run(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", INIT_CWD: apiDir, LOG_LEVEL: "silent" },
    timeout: 120_000,
  });

// The embedded database's copies; PostgreSQL is copied with pg_dump (docs/operations.md).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("npm run backup / npm run restore (embedded database)", () => {
  const work = mkdtempSync(path.join(os.tmpdir(), "portal-backup-"));
  const dataDir = path.join(work, "data");
  let app: App;
  let carrier: Carrier;

  beforeAll(async () => {
    // The portal as `npm start` runs it: it opens its own PGlite (in its thread) on DATA_DIR.
    const config = loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "silent", REMINDERS_INTERVAL_S: "0" },
      { DATA_DIR: dataDir, JWT_SECRET: "test-secret-test-secret-test-secret-0123456789", WEB_DIST: path.join(work, "no-web") },
    );
    app = await buildApp({ config, logger: false });
    await app.ready();
    carrier = await createCarrier({ app } as TestContext);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const countPhones = async (db: App["db"]) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(persona_telefono).where(eq(persona_telefono.persona_id, carrier.personaId)))[0].n;

  it("copies the running portal's database under writes, and the copy restores into a new DATA_DIR whole and consistent", async () => {
    // Writes that never stop while the copy is made: each phone and its audit row commit together.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await app.db.insert(persona_telefono).values({ persona_id: carrier.personaId, numero: String(20000000 + written), tipo_telefono_id: 1 });
        written++;
      }
    })();
    while (written < 20) await new Promise((r) => setTimeout(r, 20));
    const before = await countPhones(app.db);
    const archive = path.join(work, "copia.tar.gz");
    const backup = await cli("backup", dataDir, ["--salida", archive]);
    const after = await countPhones(app.db);
    writing = false;
    await writer;
    expect(backup.stdout).toContain(`Copia guardada en ${archive}`);
    expect(after).toBeGreaterThan(before);

    const restoredDir = path.join(work, "restaurada");
    const restore = await cli("restore", restoredDir, [archive]);
    expect(restore.stdout).toContain(`Base de datos restaurada en ${path.join(restoredDir, "pglite")}`);

    const copy = await openPglite({ dataDir: path.join(restoredDir, "pglite"), migrate: false });
    try {
      const phones = await countPhones(copy.db);
      // The copy is one instant between the two readings: every phone written before it, none after.
      expect(phones).toBeGreaterThanOrEqual(before);
      expect(phones).toBeLessThanOrEqual(after);
      // Consistent: each phone in the copy has the audit row committed with it, and no audit row lacks its phone.
      const audited = await copy.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditoria)
        .where(and(eq(auditoria.entidad, "persona_telefono"), eq(auditoria.persona_id, carrier.personaId), eq(auditoria.accion, "crear")));
      expect(audited[0].n).toBe(phones);
      // The carrier's account came along as it was.
      const [account] = (await copy.db.execute(sql`select nit from usuario where id = ${carrier.userId}`)).rows as { nit: string }[];
      expect(account.nit).toBe(carrier.nit);
    } finally {
      await copy.close();
    }
  }, 240_000);

  it("refuses to restore over a database that exists, and leaves it as it was", async () => {
    const archive = path.join(work, "copia.tar.gz");
    const refused = await cli("restore", dataDir, [archive]).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    // The portal holds DATA_DIR: refused before anything is touched.
    expect(refused?.code).toBe(3);
    expect(refused?.stderr).toContain("está en uso por otro proceso del portal");
    expect(await countPhones(app.db)).toBeGreaterThan(0);
    expect(existsSync(path.join(dataDir, "pglite.restaurando"))).toBe(false);
  }, 120_000);
});

// The way from PGlite to PostgreSQL: needs a PostgreSQL server and its psql (the PostgreSQL pass of CI).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("npm run backup -- --sql (moving to PostgreSQL)", () => {
  it("loads into an empty PostgreSQL database with psql, and the portal opens it with the data and nothing to migrate", async () => {
    const source = await openPglite();
    const nit = `${Date.now() % 1_000_000}K`;
    await source.db.execute(sql`insert into usuario (nit, email, password_hash) values (${nit}, ${`${nit}@example.com`}, 'x')`);
    const script = await sqlDumpOf(await source.backup!());
    await source.close();

    const server = new URL(process.env.TEST_DATABASE_URL!);
    const name = `portal_move_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: server.href });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(server.href);
    target.pathname = `/${name}`;
    try {
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), "portal-move-")), "portal.sql");
      writeFileSync(file, script);
      await run("psql", ["-v", "ON_ERROR_STOP=1", "-q", "-f", file, target.href]);
      const moved = await openPostgres(target.href);
      try {
        const [row] = (await moved.db.execute(sql`select email from usuario where nit = ${nit}`)).rows as { email: string }[];
        expect(row.email).toBe(`${nit}@example.com`);
        const [migrations] = (await moved.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows as { n: number }[];
        expect(migrations.n).toBeGreaterThan(0);
      } finally {
        await moved.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 180_000);
});
