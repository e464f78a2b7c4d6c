import { useInfiniteQuery } from "@tanstack/react-query";
import type { Piloto } from "@portal/domain/piloto";
import { pagedQueryOptions } from "@/lib/paged-query";

/** Every page and search of the list starts with this key, so one invalidation refreshes them all. */
export const pilotosKey = ["piloto", "list"] as const;

/** GET /api/piloto: a page at a time, `data` holding one `{ piloto }` per item, searched on the server. */
export function pilotosQueryOptions(buscar = "") {
  return pagedQueryOptions<"data", { piloto: Piloto }>([...pilotosKey, buscar], "/piloto", "data", { filters: { buscar } });
}

export function usePilotos(buscar = "") {
  return useInfiniteQuery(pilotosQueryOptions(buscar));
}
