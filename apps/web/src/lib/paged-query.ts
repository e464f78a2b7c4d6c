import { infiniteQueryOptions, type QueryKey, type UseInfiniteQueryResult, type InfiniteData } from "@tanstack/react-query";
import { PAGE_LIMIT_MAX } from "@portal/domain/page-limits";
import { api } from "./api-client";
import { pageUrl } from "./page-url";

/** A list search waits for the typing to pause before asking the server (one request per search, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

/** One page of a paginated API list: the spec's key (e.g. `licencia`) and `next_cursor` (DESIGN §9). */
export type Page<K extends string, T> = { [P in K]: T[] } & { next_cursor: string | null };

interface PagedOptions {
  filters?: Record<string, string | undefined>;
  enabled?: boolean;
  /** Who fetches a page: the carrier's client by default; the console passes its own. */
  get?: <R>(path: string) => Promise<R>;
}

/** An infinite query reading `path` a page at a time under `key`, following `next_cursor`. */
export function pagedQueryOptions<K extends string, T>(queryKey: QueryKey, path: string, key: K, { filters, enabled = true, get = api.get }: PagedOptions = {}) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => get<Page<K, T>>(pageUrl(path, pageParam, filters)),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<K, T>) => last.next_cursor,
    enabled,
  });
}

/** What `PagedList` needs from an infinite query: the rows read so far (unwrapped by `map`) and "Cargar más". */
export function pagedListState<K extends string, T, R = T>(query: UseInfiniteQueryResult<InfiniteData<Page<K, T>>>, key: K, map?: (item: T) => R) {
  return {
    rows: query.data?.pages.flatMap((p) => (map ? p[key].map(map) : (p[key] as unknown as R[]))),
    loading: query.isPending,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  };
}

/**
 * Every page of a list that stays small (contacts, documents, representatives), for screens that show
 * it whole: pages of the maximum size, followed to the end (decision 095).
 */
export async function getAllPages<K extends string, T>(path: string, key: K): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<K, T> = await api.get<Page<K, T>>(pageUrl(path, cursor, {}, PAGE_LIMIT_MAX));
    rows.push(...page[key]);
    cursor = page.next_cursor;
  } while (cursor);
  return rows;
}

/** Whether a paginated list has any row at all: one row asked for (e.g. a licence's cards before deleting it). */
export async function hasAnyRow<K extends string>(path: string, key: K): Promise<boolean> {
  const page = await api.get<Page<K, unknown>>(pageUrl(path, null, {}, 1));
  return page[key].length > 0;
}
