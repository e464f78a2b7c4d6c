import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documento } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { ownedBy } from "../../lib/ownership";
import { archivoDataUrl } from "../../lib/pdf";
import type { DocumentFamily } from "./families";

/** The content of one of the caller's documents of this family, as a data URL; 404 otherwise. */
export async function readDocumento(db: Db, family: DocumentFamily, id: number, userId: number) {
  const [row] = await db
    .select({ id: documento.id, tipo_documento_id: documento.tipo_documento_id, archivo_id: documento.archivo_id })
    .from(documento)
    .where(and(eq(documento.id, id), eq(documento.familia, family.familia), ownedBy(documento.persona_id, userId)));
  const content = row && (await archivoDataUrl(db, row.archivo_id));
  if (!content) throw notFound("Documento no encontrado.");
  return { id: row.id, tipo_documento_id: row.tipo_documento_id, documento: content };
}
