/**
 * `npm run admin:create -- --email <e-mail> --nombre <name>`: creates an admin of the console and prints
 * (and mails; without MAIL_URL, writes to DATA_DIR/outbox) the one-time link to set the password. Works
 * on the embedded database (DATA_DIR) while no portal runs on it, and on PostgreSQL (DATABASE_URL).
 */
import { parseArgs } from "node:util";
import { inviteStaffSchema } from "@portal/domain/staff";
import Fastify from "fastify";
import { loadConfig } from "../src/config";
import { claimDataDir, DataDirInUse } from "../src/lib/data-dir-lock";
import { AppError } from "../src/lib/errors";
import { inviteStaff, STAFF_EMAIL_TAKEN } from "../src/lib/invite-staff";
import { STAFF_LINK_HOURS } from "../src/lib/staff-link";
import db from "../src/plugins/db";
import mail from "../src/plugins/mail";

const USAGE = "Uso / usage: npm run admin:create -- --email <correo> --nombre <nombre completo>";

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

let args: { email?: string; nombre?: string };
try {
  args = parseArgs({ options: { email: { type: "string" }, nombre: { type: "string" } }, strict: true }).values;
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`, 2);
}
const parsed = inviteStaffSchema.safeParse({ email: args.email ?? "", nombre: args.nombre ?? "", rol: "admin" });
if (!parsed.success) {
  const lines = parsed.error.issues.map((i) => `  --${String(i.path[0])}: ${i.message}`);
  fail(`Datos no válidos / invalid arguments:\n${lines.join("\n")}\n${USAGE}`, 2);
}

const config = loadConfig();
// The embedded database: refuse while a portal (or another run of this command) has it open.
const release = config.DATABASE_URL ? () => {} : claimOrExit(config.DATA_DIR);
// Opening and migrating the embedded database may take long on a busy machine (as in app.ts).
const app = Fastify({ logger: { level: "warn" }, pluginTimeout: 120_000 });
try {
  await app.register(db, { config });
  await app.register(mail, { config });
  await app.ready();
  const { funcionario, link } = await inviteStaff(app, config.PUBLIC_URL, config, parsed.data);
  console.log(`Administrador creado / admin created: ${funcionario.nombre} <${funcionario.email}> (id ${funcionario.id})`);
  console.log(`Enlace para elegir la contraseña (un solo uso, vence en ${STAFF_LINK_HOURS} horas) / one-time link to set the password:`);
  console.log(link);
  console.log(config.MAIL_URL ? `Enviado también por correo a ${funcionario.email}.` : `Guardado también en el buzón local (${config.DATA_DIR}/outbox).`);
  await app.close();
  release();
} catch (err) {
  await app.close().catch(() => {});
  release();
  if (err instanceof AppError && err.message === STAFF_EMAIL_TAKEN) fail(`${STAFF_EMAIL_TAKEN} / A staff member with this e-mail already exists.`, 1);
  fail(`No se pudo crear el administrador / could not create the admin: ${(err as Error).message}`, 1);
}

function claimOrExit(dataDir: string): () => void {
  try {
    return claimDataDir(dataDir);
  } catch (err) {
    if (err instanceof DataDirInUse) fail(err.message, 3);
    throw err;
  }
}
