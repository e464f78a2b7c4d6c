import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { archivo, documento } from "../../db/schema/index";
import { reviewSelection } from "../../lib/review-fields";
import type { DocumentFamily } from "./families";

/**
 * Documents of a family matching `where`, with their type nested and the file size, as the API answers
 * them; at most `limit` in (type, id) order, the list's keyset (decision 095).
 */
export async function selectDocumentos(db: Db | Tx, family: DocumentFamily, where: SQL, limit = 1) {
  const tipos = family.tipos;
  const rows = await db
    .select({
      id: documento.id,
      tipo_documento_id: documento.tipo_documento_id,
      tipo_documento: { id: tipos.id, nombre: tipos.nombre },
      activo: documento.activo,
      created_at: documento.created_at,
      size: archivo.size,
      ...reviewSelection(documento),
    })
    .from(documento)
    .innerJoin(archivo, eq(archivo.id, documento.archivo_id))
    .innerJoin(tipos, eq(tipos.id, documento.tipo_documento_id))
    .where(and(eq(documento.familia, family.familia), where))
    .orderBy(asc(documento.tipo_documento_id), asc(documento.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
