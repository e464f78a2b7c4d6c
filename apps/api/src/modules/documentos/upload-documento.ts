import { MSG } from "@portal/domain/messages";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documento } from "../../db/schema/index";
import { invalidField } from "../../lib/errors";
import { requireOwned } from "../../lib/ownership";
import { storeArchivo } from "../../lib/pdf";
import { discardPdf, type PdfSource, withPdfBytes } from "../../lib/pdf-source";
import type { DocumentFamily } from "./families";
import { selectDocumentos } from "./select-documentos";

/** What an upload carries once read and checked, whichever way it travelled. */
export interface DocumentoUploadInput {
  tipo_documento_id: number;
  /** Checked bytes (JSON), or a spooled file checked when it is stored (multipart). */
  pdf: PdfSource;
}

/**
 * Uploads a document to one of the caller's entities. The bytes are stored once per SHA-256; an
 * earlier document of the same type stays as history (reemplazado_at) and the new one is shown.
 * All writes run in one transaction. `readUpload` reads and checks the type and the PDF (from JSON or
 * from a multipart stream); it runs only once the entity is known to be the caller's.
 */
export async function uploadDocumento(
  db: Db,
  family: DocumentFamily,
  entityId: number,
  userId: number,
  readUpload: () => Promise<DocumentoUploadInput>,
) {
  const entity = await requireOwned(db, family.entity, entityId, userId, "escribir");
  const { tipo_documento_id, pdf } = await readUpload();
  const [tipo] = await db.select({ id: family.tipos.id }).from(family.tipos).where(eq(family.tipos.id, tipo_documento_id));
  if (!tipo) {
    await discardPdf(pdf);
    throw invalidField("tipo_documento_id", MSG.invalidDocumentType);
  }

  const id = await withPdfBytes(pdf, "documento", (bytes) => db.transaction(async (tx) => {
    // Two uploads of the same type at once: the second waits here for the first to commit, then replaces its
    // document (without the lock both would replace the older one and the second insert would break the
    // one-current-document index with a 409).
    await tx.execute(sql`select 1 from ${family.entity} where id = ${entity.id} for update`);
    const archivoId = await storeArchivo(tx, bytes);
    await tx
      .update(documento)
      .set({ reemplazado_at: sql`now()` })
      .where(
        and(
          eq(documento.familia, family.familia),
          eq(documento.entidad_id, entity.id),
          eq(documento.tipo_documento_id, tipo.id),
          isNull(documento.reemplazado_at),
        ),
      );
    const [row] = await tx
      .insert(documento)
      .values({
        persona_id: entity.persona_id,
        familia: family.familia,
        entidad_id: entity.id,
        tipo_documento_id: tipo.id,
        archivo_id: archivoId,
        // The spec: an upload is always active, whatever `activo` the client sends.
        activo: true,
      })
      .returning({ id: documento.id });
    return row.id;
  }));
  const [created] = await selectDocumentos(db, family, eq(documento.id, id));
  return created;
}
