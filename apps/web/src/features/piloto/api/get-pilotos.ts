import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Piloto } from "@portal/domain/piloto";
import { api } from "@/lib/api-client";

export const pilotosKey = ["piloto", "list"] as const;

/** GET /api/piloto: `data` holds one `{ piloto }` per item. */
export async function getPilotos(): Promise<Piloto[]> {
  const res = await api.get<{ data: Array<{ piloto: Piloto }> }>("/piloto");
  return res.data.map((item) => item.piloto);
}

export function pilotosQueryOptions() {
  return queryOptions({ queryKey: pilotosKey, queryFn: getPilotos });
}

export function usePilotos() {
  return useQuery(pilotosQueryOptions());
}
