import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RepresentanteRow } from "@portal/domain/representante";
import { getAllPages } from "@/lib/paged-query";

export const representantesKey = (juridicoId: number) => ["representante", juridicoId] as const;

/** GET /api/representante/{juridicoId}/juridico (under `representante`). */
export function getRepresentantes(juridicoId: number): Promise<RepresentanteRow[]> {
  // A company has a few representatives, shown whole: every page is read (decision 095).
  return getAllPages<"representante", RepresentanteRow>(`/representante/${juridicoId}/juridico`, "representante");
}

export const representantesQueryOptions = (juridicoId: number) =>
  queryOptions({ queryKey: representantesKey(juridicoId), queryFn: () => getRepresentantes(juridicoId) });

export const useRepresentantes = (juridicoId: number) => useQuery(representantesQueryOptions(juridicoId));
