import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RepresentanteRow } from "@portal/domain/representante";
import { api } from "@/lib/api-client";

export const representantesKey = (juridicoId: number) => ["representante", juridicoId] as const;

/** GET /api/representante/{juridicoId}/juridico (under `representante`). */
export function getRepresentantes(juridicoId: number): Promise<RepresentanteRow[]> {
  return api.get<{ representante: RepresentanteRow[] }>(`/representante/${juridicoId}/juridico`).then((r) => r.representante);
}

export const representantesQueryOptions = (juridicoId: number) =>
  queryOptions({ queryKey: representantesKey(juridicoId), queryFn: () => getRepresentantes(juridicoId) });

export const useRepresentantes = (juridicoId: number) => useQuery(representantesQueryOptions(juridicoId));
