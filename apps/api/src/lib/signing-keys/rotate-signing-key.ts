import { isNull, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clave_firma, validar_registro_piloto } from "../../db/schema/index";
import { newSigningKey } from "./new-signing-key";

export interface Rotation {
  kid: string;
  /** The key retired, and the day until which it stays published (null: it signed no code that may still be in force). */
  retirada: { kid: string; publicar_hasta: string | null } | null;
}

/**
 * Makes a new active key and retires the old one in one transaction. Every credential the old key signed
 * belongs to a code that exists now, so none expires after the latest vigencia of today's codes: the old
 * key stays published until then (decision 175).
 */
export async function rotateSigningKey(db: Db): Promise<Rotation> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select({ kid: clave_firma.kid }).from(clave_firma).where(isNull(clave_firma.retirada_at)).for("update");
    let retirada: Rotation["retirada"] = null;
    if (old) {
      const [last] = await tx.select({ vigencia: max(validar_registro_piloto.vigencia) }).from(validar_registro_piloto);
      const publicar_hasta = last?.vigencia ?? null;
      await tx.update(clave_firma).set({ retirada_at: sql`now()`, publicar_hasta }).where(isNull(clave_firma.retirada_at));
      retirada = { kid: old.kid, publicar_hasta };
    }
    const fresh = await newSigningKey();
    await tx.insert(clave_firma).values(fresh);
    return { kid: fresh.kid, retirada };
  });
}
