/**
 * `npm run restore -- <archivo.tar.gz>`: puts a copy made by `npm run backup` into DATA_DIR, which must not
 * hold a database yet (decision 188). The copy is opened once, which replays its WAL, migrated to this
 * version's schema, and checked; only then is it moved into place, so a bad file leaves DATA_DIR as it was.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { loadConfig } from "../src/config";
import { openPglite } from "../src/db/client";
import { claimDataDir, DataDirInUse } from "../src/lib/data-dir-lock";

const USAGE = "Uso / usage: npm run restore -- <archivo.tar.gz>";

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

let file: string | undefined;
try {
  file = parseArgs({ allowPositionals: true, strict: true }).positionals[0];
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`, 2);
}
if (!file) fail(USAGE, 2);
const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
if (!existsSync(archive)) fail(`No existe el archivo ${archive}.`, 2);

const config = loadConfig();
if (config.DATABASE_URL) fail("Con DATABASE_URL la base de datos es PostgreSQL: restáurela con pg_restore (docs/operations.md).", 2);
const target = path.join(config.DATA_DIR, "pglite");
let release: () => void;
try {
  release = claimDataDir(config.DATA_DIR);
} catch (err) {
  if (err instanceof DataDirInUse) fail(err.message, 3);
  throw err;
}
if (existsSync(target) && readdirSync(target).length > 0) {
  release();
  fail(`${config.DATA_DIR} ya tiene una base de datos: restaure en una carpeta nueva (DATA_DIR=/ruta/nueva npm run restore -- ${file}).`, 3);
}

const staging = `${target}.restaurando`;
rmSync(staging, { recursive: true, force: true });
const started = performance.now();
try {
  const blob = new Blob([readFileSync(archive)], { type: "application/x-gzip" });
  const database = await openPglite({ dataDir: staging, loadDataDir: blob });
  const [row] = (await database.db.execute(sql`select count(*)::int as cuentas from usuario`)).rows as { cuentas: number }[];
  await database.close();
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  console.log(`Base de datos restaurada en ${target} (${row.cuentas} cuentas, ${Math.round(performance.now() - started)} ms).`);
} catch (err) {
  rmSync(staging, { recursive: true, force: true });
  fail(`No se pudo restaurar ${archive}: ${(err as Error).message}`, 1);
} finally {
  release();
}
