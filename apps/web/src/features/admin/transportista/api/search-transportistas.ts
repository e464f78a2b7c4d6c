import type { TransportistaHit } from "@portal/domain/admin-transportista";
import { useInfiniteQuery } from "@tanstack/react-query";
import { pagedQueryOptions } from "@/lib/paged-query";
import { STAFF_QUERY_KEY, staffApi } from "../../api/staff-client";

/** GET /api/admin/transportistas?q=: carriers with a record matching `q`, a page at a time; off while `q` is empty. */
export function useSearchTransportistas(q: string) {
  return useInfiniteQuery(
    pagedQueryOptions<"transportistas", TransportistaHit>([STAFF_QUERY_KEY, "transportistas", "buscar", q], "/admin/transportistas", "transportistas", {
      filters: { q },
      enabled: q !== "",
      get: staffApi.get,
    }),
  );
}
