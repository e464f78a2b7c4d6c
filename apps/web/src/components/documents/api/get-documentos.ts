import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DocumentoFamilia, DocumentoRow } from "@portal/domain/documento";
import { getAllPages } from "@/lib/paged-query";

/** `/{familia}_documento/{entidadId}/{familia}`: list and upload of one entity's documents. */
export function documentosPath(familia: DocumentoFamilia, entidadId: number): string {
  return `/${familia}_documento/${entidadId}/${familia}`;
}

export const documentosKey = (familia: DocumentoFamilia, entidadId: number) => ["documento", familia, entidadId] as const;

/**
 * GET /api/{familia}_documento/{id}/{familia}: the current document of each type (under `documento`).
 * One per type, a handful: the screen shows them whole, every page read (decision 095).
 */
export function getDocumentos(familia: DocumentoFamilia, entidadId: number): Promise<DocumentoRow[]> {
  return getAllPages<"documento", DocumentoRow>(documentosPath(familia, entidadId), "documento");
}

export function documentosQueryOptions(familia: DocumentoFamilia, entidadId: number) {
  return queryOptions({ queryKey: documentosKey(familia, entidadId), queryFn: () => getDocumentos(familia, entidadId) });
}

export function useDocumentos(familia: DocumentoFamilia, entidadId: number) {
  return useQuery(documentosQueryOptions(familia, entidadId));
}
