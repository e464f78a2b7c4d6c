import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AuditoriaList } from "@portal/domain/auditoria";
import { api } from "@/lib/api-client";
import { pageUrl } from "@/lib/page-url";

export const auditoriaKey = ["auditoria"] as const;

/** GET /api/auditoria: one page of the caller's history, newest first; `next_cursor` is null on the last page. */
export async function getAuditoria(cursor: string | null): Promise<AuditoriaList> {
  return api.get<AuditoriaList>(pageUrl("/auditoria", cursor));
}

export function auditoriaQueryOptions() {
  return infiniteQueryOptions({
    queryKey: auditoriaKey,
    queryFn: ({ pageParam }) => getAuditoria(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // The history changes with every write anywhere in the portal: read it fresh each time the screen opens.
    staleTime: 0,
  });
}

export function useAuditoria() {
  return useInfiniteQuery(auditoriaQueryOptions());
}
