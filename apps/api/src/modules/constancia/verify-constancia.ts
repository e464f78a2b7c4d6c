import { CONSTANCIA_CODIGO, CONSTANCIA_MSG, type ConstanciaVerificacion } from "@portal/domain/constancia";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { constancia } from "../../db/schema/index";
import { notFound } from "../../lib/errors";

/** The public record of an issued certificate: who, when, what it certified and the hash of its bytes. */
export async function verifyConstancia(db: Db, codigo: string): Promise<ConstanciaVerificacion> {
  const [row] = CONSTANCIA_CODIGO.test(codigo) ? await db.select().from(constancia).where(eq(constancia.codigo, codigo)).limit(1) : [];
  if (!row) throw notFound(CONSTANCIA_MSG.noEncontrada);
  return { codigo: row.codigo, emitida: row.created_at.toISOString(), sha256: row.sha256, ...row.resumen };
}
