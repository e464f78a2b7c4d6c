import type { InvalidateQueryFilters, QueryClient } from "@tanstack/react-query";

/**
 * After a write, refetches the queries that show what was written. A screen's first load still under way
 * (a slow network) started before the write: invalidation joins that read instead of starting another,
 * and would keep its answer, which no longer holds. So when a read was under way, a second pass reads
 * again. (Cancelling that first load instead leaves the query without data, and the page stopped
 * responding under the production build.)
 */
export async function refreshQueries(queryClient: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  const readUnderWay = queryClient.isFetching(filters) > 0;
  await queryClient.invalidateQueries(filters);
  if (readUnderWay) await queryClient.invalidateQueries(filters);
}
