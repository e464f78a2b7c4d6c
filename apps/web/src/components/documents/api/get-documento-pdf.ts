import type { DocumentoFamilia } from "@portal/domain/documento";
import { apiBlob } from "@/lib/api-client";

/**
 * GET /api/{familia}_documento/{documentId}/pdf: the stored PDF as a Blob, sent as itself (not base64
 * in JSON). Fetched with the bearer token and shown from a blob: URL (the CSP allows blob: frames only).
 */
export function getDocumentoPdf(familia: DocumentoFamilia, documentId: number): Promise<Blob> {
  return apiBlob(`/${familia}_documento/${documentId}/pdf`);
}

/**
 * What a preview reads for a stored document, enabled by the preview only once asked (seen or "Ver"):
 * opening a page downloads no PDF.
 */
export function documentoPdfSource(familia: DocumentoFamilia, documentId: number) {
  return {
    queryKey: ["documento", familia, "pdf", documentId],
    queryFn: () => getDocumentoPdf(familia, documentId),
    // A stored document never changes: a new upload gets a new id.
    staleTime: Infinity,
  };
}
