import { CONSTANCIA_CODIGO, CONSTANCIA_MSG, type ConstanciaVerificacion } from "@portal/domain/constancia";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { constancia } from "../../db/schema/index";
import { notFound } from "../../lib/errors";

/**
 * The public record of an issued verifiable document (decision 241): who, when, what it certified and the
 * hash of its bytes. A proof of notification names its carrier and answers zero counts of registered data.
 */
export async function verifyConstancia(db: Db, codigo: string): Promise<ConstanciaVerificacion> {
  const [row] = CONSTANCIA_CODIGO.test(codigo) ? await db.select().from(constancia).where(eq(constancia.codigo, codigo)).limit(1) : [];
  if (!row) throw notFound(CONSTANCIA_MSG.noEncontrada);
  const base = { codigo: row.codigo, emitida: row.created_at.toISOString(), sha256: row.sha256 };
  if ("notificacion" in row.resumen) {
    const n = row.resumen.notificacion;
    return {
      ...base,
      tipo: "notificacion",
      notificacion: n,
      transportistas: [{ nit: n.nit, nombre: n.nombre ?? "" }],
      licencias: 0,
      tarjetas: 0,
      vehiculos: 0,
      pilotos: 0,
      representantes: 0,
    };
  }
  return { ...base, tipo: "datos", notificacion: null, ...row.resumen };
}
