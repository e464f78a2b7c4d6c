import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Licencia } from "@portal/domain/licencia";
import { api } from "@/lib/api-client";

export const licenciasKey = (personaId: string | null) => ["licencia", personaId] as const;

/** GET /api/licencia/{personaId}/persona: the list is under `licencia`. */
export async function getLicencias(personaId: string): Promise<Licencia[]> {
  const res = await api.get<{ licencia: Licencia[] }>(`/licencia/${personaId}/persona`);
  return res.licencia;
}

export function licenciasQueryOptions(personaId: string | null) {
  return queryOptions({
    queryKey: licenciasKey(personaId),
    queryFn: () => getLicencias(personaId!),
    enabled: Boolean(personaId),
  });
}

export function useLicencias(personaId: string | null) {
  return useQuery(licenciasQueryOptions(personaId));
}
