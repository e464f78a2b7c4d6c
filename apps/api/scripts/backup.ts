/**
 * `npm run backup [-- --salida <archivo>] [--sql]`: a consistent copy of the embedded database (decision
 * 188). While the portal runs on DATA_DIR it makes the copy itself, between two statements, and hands it
 * over a private socket; when no portal runs, this command opens the database and copies it. The copy is
 * the data directory (a .tar.gz for `npm run restore`) or, with --sql, a SQL script for `psql` (moving to
 * PostgreSQL). PostgreSQL (DATABASE_URL) is copied with its own tools: docs/operations.md, "Copias de seguridad".
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/config";
import { requestBackup } from "../src/db/backup/control-socket";
import { sqlDumpOf } from "../src/db/backup/sql-dump";
import { openPglite } from "../src/db/client";
import { claimDataDir, DataDirInUse } from "../src/lib/data-dir-lock";

const USAGE = "Uso / usage: npm run backup -- [--salida <archivo>] [--sql]";

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

let args: { salida?: string; sql?: boolean };
try {
  args = parseArgs({ options: { salida: { type: "string" }, sql: { type: "boolean" } }, strict: true }).values;
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`, 2);
}
const config = loadConfig();
if (config.DATABASE_URL) {
  fail(
    "Con DATABASE_URL la base de datos es PostgreSQL: cópiela con sus propias herramientas, por ejemplo\n" +
      '  pg_dump --format=custom --file=portal.dump "$DATABASE_URL"\n' +
      "(docs/operations.md, «Copias de seguridad»).",
    2,
  );
}
const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
const defaultName = path.join("backups", `portal-${stamp}.${args.sql ? "sql" : "tar.gz"}`);
const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.salida ?? defaultName);

const started = performance.now();
const archive = await copy(config.DATA_DIR).catch((err: Error) => fail(`No se pudo copiar la base de datos: ${err.message}`, 1));
const bytes = args.sql ? Buffer.from(await sqlDumpOf(archive)) : archive;
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, bytes, { mode: 0o600 });
const mb = (bytes.byteLength / 1024 / 1024).toFixed(1);
const next = args.sql
  ? `Se carga en una base de datos PostgreSQL vacía con: psql -v ON_ERROR_STOP=1 -f ${out} "$DATABASE_URL"`
  : `Se restaura con: npm run restore -- ${out}`;
console.log(`Copia guardada en ${out} (${mb} MB, ${Math.round(performance.now() - started)} ms). ${next}`);

async function copy(dataDir: string): Promise<Uint8Array> {
  let release: () => void;
  try {
    release = claimDataDir(dataDir);
  } catch (err) {
    // A portal holds the database: it makes the copy.
    if (err instanceof DataDirInUse) return requestBackup(dataDir);
    throw err;
  }
  try {
    const database = await openPglite({ dataDir: path.join(dataDir, "pglite"), migrate: false });
    try {
      return await database.backup!();
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}
