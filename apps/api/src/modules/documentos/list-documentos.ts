import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documento } from "../../db/schema/index";
import { requireOwned } from "../../lib/ownership";
import { afterCursor, type PageQuery } from "../../lib/pagination";
import type { DocumentFamily } from "./families";
import { selectDocumentos } from "./select-documentos";

/** The sort key of a document in its list (and in its cursor): type, then id. */
export const documentoKey = (row: { tipo_documento_id: number; id: number }) => [row.tipo_documento_id, row.id];

/**
 * One page of the current (not replaced) documents of one of the caller's entities, `limit + 1` rows in
 * (type, id) order; 404 when the entity is not the caller's.
 */
export async function listDocumentos(db: Db, family: DocumentFamily, entityId: number, userId: number, { limit, cursor }: PageQuery) {
  const entity = await requireOwned(db, family.entity, entityId, userId, "leer");
  const where = and(
    eq(documento.persona_id, entity.persona_id),
    eq(documento.entidad_id, entity.id),
    isNull(documento.reemplazado_at),
    afterCursor([documento.tipo_documento_id, documento.id], cursor),
  );
  return selectDocumentos(db, family, where!, limit + 1);
}
