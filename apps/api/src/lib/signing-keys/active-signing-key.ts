import { isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clave_firma } from "../../db/schema/index";
import { newSigningKey } from "./new-signing-key";
import { importSigningKey, type SigningKey } from "./signing-key";

const selectActive = (db: Db) =>
  db.select({ kid: clave_firma.kid, clave_privada: clave_firma.clave_privada }).from(clave_firma).where(isNull(clave_firma.retirada_at));

/**
 * The database's active signing key, created by whichever instance asks first: the unique index on the
 * active key makes a losing insert do nothing, and every instance then reads the winner's row. Read at
 * each use, so a rotation is followed at once by every instance.
 */
export async function activeSigningKey(db: Db): Promise<SigningKey> {
  let [row] = await selectActive(db);
  if (!row) {
    await db.insert(clave_firma).values(await newSigningKey()).onConflictDoNothing();
    [row] = await selectActive(db);
  }
  return importSigningKey(row.kid, row.clave_privada);
}
