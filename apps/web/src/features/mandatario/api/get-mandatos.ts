import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Mandato } from "@portal/domain/mandato";
import { api } from "@/lib/api-client";

export const mandatosKey = (personaId: string | null) => ["mandato", personaId] as const;

/** GET /api/mandato/{personaId}/persona: the list is under `mandato`. */
export async function getMandatos(personaId: string): Promise<Mandato[]> {
  const res = await api.get<{ mandato: Mandato[] }>(`/mandato/${personaId}/persona`);
  return res.mandato;
}

export function mandatosQueryOptions(personaId: string | null) {
  return queryOptions({
    queryKey: mandatosKey(personaId),
    queryFn: () => getMandatos(personaId!),
    enabled: Boolean(personaId),
  });
}

export function useMandatos(personaId: string | null) {
  return useQuery(mandatosQueryOptions(personaId));
}
