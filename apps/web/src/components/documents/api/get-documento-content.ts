import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DocumentoContent, DocumentoFamilia } from "@portal/domain/documento";
import { api } from "@/lib/api-client";

/**
 * GET /api/{familia}_documento/{documentId}/documento: the PDF as a data URL. The spec allows a
 * list (first item used) or a single value; both are read.
 */
export async function getDocumentoContent(familia: DocumentoFamilia, documentId: number): Promise<string> {
  const body = await api.get<{ documento: DocumentoContent[] | DocumentoContent | string }>(`/${familia}_documento/${documentId}/documento`);
  const value = Array.isArray(body.documento) ? body.documento[0] : body.documento;
  return typeof value === "string" ? value : (value?.documento ?? "");
}

export function documentoContentQueryOptions(familia: DocumentoFamilia, documentId: number) {
  return queryOptions({
    queryKey: ["documento", familia, "contenido", documentId],
    queryFn: () => getDocumentoContent(familia, documentId),
    // A stored document never changes: a new upload gets a new id.
    staleTime: Infinity,
  });
}

export function useDocumentoContent(familia: DocumentoFamilia, documentId: number) {
  return useQuery(documentoContentQueryOptions(familia, documentId));
}
