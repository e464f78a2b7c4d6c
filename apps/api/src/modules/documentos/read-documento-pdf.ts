import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { readArchivo } from "../../lib/pdf";
import type { DocumentFamily } from "./families";
import { findOwnedDocumento } from "./find-owned-documento";

/** The stored file of one of the caller's documents and the name to download it under; 404 otherwise. */
export async function readDocumentoPdf(db: Db, family: DocumentFamily, id: number, userId: number) {
  const row = await findOwnedDocumento(db, family, id, userId);
  const file = await readArchivo(db, row.archivo_id);
  if (!file) throw notFound("Documento no encontrado.");
  return { file, fileName: `${row.tipo_nombre}-${row.id}` };
}
