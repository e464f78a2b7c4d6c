import type { Conflicto, ConflictoEstado } from "@portal/domain/conflicto";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Page } from "@/lib/paged-query";
import { pageUrl } from "@/lib/page-url";
import { STAFF_QUERY_KEY, staffApi } from "./staff-client";

export const conflictosKey = (estado?: ConflictoEstado) => (estado ? [STAFF_QUERY_KEY, "conflictos", estado] : [STAFF_QUERY_KEY, "conflictos"]);

/** GET /api/admin/conflictos?estado=: plate claims in one state, oldest first, a page at a time. */
export function useConflictos(estado: ConflictoEstado) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: conflictosKey(estado),
      queryFn: ({ pageParam, signal }) => staffApi.get<Page<"conflicto", Conflicto>>(pageUrl("/admin/conflictos", pageParam, { estado }), { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last: Page<"conflicto", Conflicto>) => last.next_cursor,
    }),
  );
}
