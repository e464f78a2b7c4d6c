import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documento } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { ownedBy } from "../../lib/ownership";
import type { DocumentFamily } from "./families";

/** One of the caller's documents of this family with its type's name and its file id; 404 otherwise. */
export async function findOwnedDocumento(db: Db, family: DocumentFamily, id: number, userId: number) {
  const [row] = await db
    .select({
      id: documento.id,
      tipo_documento_id: documento.tipo_documento_id,
      tipo_nombre: family.tipos.nombre,
      archivo_id: documento.archivo_id,
    })
    .from(documento)
    .innerJoin(family.tipos, eq(family.tipos.id, documento.tipo_documento_id))
    .where(and(eq(documento.id, id), eq(documento.familia, family.familia), ownedBy(documento.persona_id, userId, "leer")));
  if (!row) throw notFound("Documento no encontrado.");
  return row;
}
