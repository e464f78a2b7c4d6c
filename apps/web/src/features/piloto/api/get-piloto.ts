import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Piloto } from "@portal/domain/piloto";
import { api } from "@/lib/api-client";

export const pilotoKey = (id: number | null) => ["piloto", "detail", id] as const;

/** GET /api/piloto/{id}. */
export async function getPiloto(id: number): Promise<Piloto> {
  const res = await api.get<{ piloto: Piloto }>(`/piloto/${id}`);
  return res.piloto;
}

export function pilotoQueryOptions(id: number | null) {
  return queryOptions({ queryKey: pilotoKey(id), queryFn: () => getPiloto(id!), enabled: id !== null });
}

export function usePiloto(id: number | null) {
  return useQuery(pilotoQueryOptions(id));
}
