import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { PendienteList, Vencimiento } from "@portal/domain/vencimiento";
import { api } from "@/lib/api-client";
import { pagedQueryOptions } from "@/lib/paged-query";

/** Both lists change with almost any edit elsewhere, so the home page reads them afresh on every visit. */
const fresh = { staleTime: 0, refetchOnMount: "always" } as const;

/** GET /api/vencimientos (90 days ahead and everything expired), soonest first, a page at a time. */
export function useVencimientos() {
  return useInfiniteQuery({ ...pagedQueryOptions<"vencimientos", Vencimiento>(["estado", "vencimientos"], "/vencimientos", "vencimientos"), ...fresh });
}

/** GET /api/pendientes: the required documents and representatives still missing. */
export function usePendientes() {
  return useQuery({ queryKey: ["estado", "pendientes"], queryFn: async () => (await api.get<PendienteList>("/pendientes")).pendientes, ...fresh });
}
