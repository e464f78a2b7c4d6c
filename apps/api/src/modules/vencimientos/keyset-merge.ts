/**
 * Lists gathered from several tables (one query per table) and paged as one: each source reads its
 * own rows after the cursor, already in the shared order, at most `limit` of them; merging and
 * keeping the first `limit` gives the page (decision 166).
 */
export async function mergeSources<T>(sources: Array<Promise<T[]>>, compare: (a: T, b: T) => number, limit?: number): Promise<T[]> {
  const merged = (await Promise.all(sources)).flat().sort(compare);
  return limit === undefined ? merged : merged.slice(0, limit);
}

/** Text order as PostgreSQL's "C" collation and JavaScript's `<` agree on for ASCII keys. */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
