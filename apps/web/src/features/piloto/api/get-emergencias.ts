import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Emergencia } from "@portal/domain/emergencia";
import { getAllPages } from "@/lib/paged-query";

export const emergenciasKey = (pilotoId: number | null) => ["piloto_emergencia", pilotoId] as const;

/** GET /api/piloto_emergencia/{pilotoId}/piloto: a pilot has a few contacts, shown whole: every page (decision 095). */
export function getEmergencias(pilotoId: number): Promise<Emergencia[]> {
  return getAllPages<"emergencia", Emergencia>(`/piloto_emergencia/${pilotoId}/piloto`, "emergencia");
}

export function emergenciasQueryOptions(pilotoId: number | null) {
  return queryOptions({ queryKey: emergenciasKey(pilotoId), queryFn: () => getEmergencias(pilotoId!), enabled: pilotoId !== null });
}

export function useEmergencias(pilotoId: number | null) {
  return useQuery(emergenciasQueryOptions(pilotoId));
}
