import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documento } from "../../db/schema/index";
import { requireOwned } from "../../lib/ownership";
import type { DocumentFamily } from "./families";
import { selectDocumentos } from "./select-documentos";

/** The current (not replaced) documents of one of the caller's entities; 404 when the entity is not the caller's. */
export async function listDocumentos(db: Db, family: DocumentFamily, entityId: number, userId: number) {
  const entity = await requireOwned(db, family.entity, entityId, userId);
  return selectDocumentos(
    db,
    family,
    and(eq(documento.persona_id, entity.persona_id), eq(documento.entidad_id, entity.id), isNull(documento.reemplazado_at))!,
  );
}
