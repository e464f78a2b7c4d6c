import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { archivoDataUrl } from "../../lib/pdf";
import type { DocumentFamily } from "./families";
import { findOwnedDocumento } from "./find-owned-documento";

/** The content of one of the caller's documents of this family, as a data URL; 404 otherwise. */
export async function readDocumento(db: Db, family: DocumentFamily, id: number, userId: number) {
  const row = await findOwnedDocumento(db, family, id, userId);
  const content = await archivoDataUrl(db, row.archivo_id);
  if (!content) throw notFound("Documento no encontrado.");
  return { id: row.id, tipo_documento_id: row.tipo_documento_id, documento: content };
}
