import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { funcionario_codigo_recuperacion } from "../../db/schema/index";
import { hashPassword, verifyPassword } from "../../lib/passwords";

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O, 1/I/L: read off paper without doubt. 32 symbols × 10 = 50 bits each. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Fresh codes, as shown once, and their argon2 hashes (computed before any transaction opens). */
export async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code.replace("-", ""))));
  return { codes, hashes };
}

/** Replaces every code of the staff member by the new ones. */
export async function storeRecoveryCodes(db: Db | Tx, funcionarioId: number, hashes: string[]): Promise<void> {
  await db.delete(funcionario_codigo_recuperacion).where(eq(funcionario_codigo_recuperacion.funcionario_id, funcionarioId));
  await db.insert(funcionario_codigo_recuperacion).values(hashes.map((codigo_hash) => ({ funcionario_id: funcionarioId, codigo_hash })));
}

/** Spends the unused code that matches (normalised: no dash, upper case); false when none does. */
export async function spendRecoveryCode(db: Db | Tx, funcionarioId: number, code: string): Promise<boolean> {
  const unused = await db
    .select({ id: funcionario_codigo_recuperacion.id, hash: funcionario_codigo_recuperacion.codigo_hash })
    .from(funcionario_codigo_recuperacion)
    .where(and(eq(funcionario_codigo_recuperacion.funcionario_id, funcionarioId), isNull(funcionario_codigo_recuperacion.used_at)));
  for (const row of unused) {
    if (!(await verifyPassword(row.hash, code))) continue;
    const spent = await db
      .update(funcionario_codigo_recuperacion)
      .set({ used_at: new Date() })
      .where(and(eq(funcionario_codigo_recuperacion.id, row.id), isNull(funcionario_codigo_recuperacion.used_at)))
      .returning({ id: funcionario_codigo_recuperacion.id });
    return spent.length === 1;
  }
  return false;
}
