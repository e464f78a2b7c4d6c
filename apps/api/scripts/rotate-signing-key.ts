/**
 * `npm run keys:rotate -w apps/api`: a new active QR signing key; the old one stays published at
 * /.well-known/jwks.json until the last vigencia it may have signed (decision 175). Running instances on
 * PostgreSQL sign with the new key from their next QR image on. The embedded database (no DATABASE_URL)
 * is opened by one process at a time: stop the server first.
 */
import path from "node:path";
import { loadConfig } from "../src/config";
import { openPglite, openPostgres } from "../src/db/client";
import { rotateSigningKey } from "../src/lib/signing-keys/rotate-signing-key";

const config = loadConfig();
if (config.QR_SIGNING_KEY) {
  console.error("QR_SIGNING_KEY está configurada: esa clave no se rota aquí (vea docs/deployment.md).");
  process.exit(1);
}
const database = config.DATABASE_URL
  ? await openPostgres(config.DATABASE_URL, { poolMax: 1 })
  : await openPglite({ dataDir: path.join(config.DATA_DIR, "pglite") });
try {
  const { kid, retirada } = await rotateSigningKey(database.db);
  console.log(`Clave activa nueva: ${kid}`);
  if (retirada) {
    const hasta = retirada.publicar_hasta ? `se publica hasta el ${retirada.publicar_hasta}` : "ya no se publica: no firmó ningún QR";
    console.log(`Clave retirada: ${retirada.kid}; ${hasta}.`);
  }
} finally {
  await database.close();
}
