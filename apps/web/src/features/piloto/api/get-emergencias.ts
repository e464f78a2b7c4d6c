import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Emergencia } from "@portal/domain/emergencia";
import { api } from "@/lib/api-client";

export const emergenciasKey = (pilotoId: number | null) => ["piloto_emergencia", pilotoId] as const;

/** GET /api/piloto_emergencia/{pilotoId}/piloto: the list is under `emergencia`. */
export async function getEmergencias(pilotoId: number): Promise<Emergencia[]> {
  const res = await api.get<{ emergencia: Emergencia[] }>(`/piloto_emergencia/${pilotoId}/piloto`);
  return res.emergencia;
}

export function emergenciasQueryOptions(pilotoId: number | null) {
  return queryOptions({ queryKey: emergenciasKey(pilotoId), queryFn: () => getEmergencias(pilotoId!), enabled: pilotoId !== null });
}

export function useEmergencias(pilotoId: number | null) {
  return useQuery(emergenciasQueryOptions(pilotoId));
}
