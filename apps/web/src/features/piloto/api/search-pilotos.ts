import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PilotoLookupItem } from "@portal/domain/piloto";
import { api } from "@/lib/api-client";

export type LookupField = "nit" | "cui";

/**
 * POST /api/piloto/buscar/nit with {nit} or /cui with {cui}: own pilots by prefix (full rows,
 * `own: true`) and, for a complete valid number, other carriers' pilots (identity only).
 */
export async function searchPilotos(field: LookupField, term: string, signal?: AbortSignal): Promise<PilotoLookupItem[]> {
  const res = await api.post<{ data: PilotoLookupItem[] }>(`/piloto/buscar/${field}`, { [field]: term }, { signal });
  return res.data;
}

export function searchPilotosQueryOptions(field: LookupField, term: string) {
  return queryOptions({
    queryKey: ["piloto", "buscar", field, term] as const,
    queryFn: ({ signal }) => searchPilotos(field, term, signal),
    staleTime: 60_000,
    retry: false,
  });
}

/** The lookup for a term already debounced and long enough; `null` keeps it idle. */
export function useSearchPilotos(query: { field: LookupField; term: string } | null) {
  return useQuery({
    ...searchPilotosQueryOptions(query?.field ?? "cui", query?.term ?? ""),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
