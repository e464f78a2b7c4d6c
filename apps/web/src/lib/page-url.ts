import { PAGE_LIMIT_DEFAULT } from "@portal/domain/page-limits";

/**
 * The URL of one page of a paginated API list (DESIGN §9): `limit`, the `next_cursor` of the previous
 * page (none on the first) and the list's filters, empty ones left out so the server sees no filter.
 */
export function pageUrl(path: string, cursor: string | null, filters: Record<string, string | undefined> = {}, limit = PAGE_LIMIT_DEFAULT): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set("cursor", cursor);
  for (const [name, value] of Object.entries(filters)) {
    const trimmed = value?.trim();
    if (trimmed) query.set(name, trimmed);
  }
  return `${path}?${query.toString()}`;
}
