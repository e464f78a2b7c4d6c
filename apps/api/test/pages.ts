import { PAGE_LIMIT_DEFAULT, PAGE_MSG } from "@portal/domain/pagination";
import { expect } from "vitest";
import type { TestContext } from "./app";
import type { Carrier } from "./carrier";

interface PagedListCheck {
  /** The list's path, without a query. */
  url: string;
  /** The spec's key of the list in the answer (`licencia`, `data`, …). */
  key: string;
  /** Every id the caller owns in this list, in the list's order (at least 3). */
  ids: number[];
  /** The id of an answered row, when the rows are wrapped (e.g. `{ piloto }`). */
  idOf?: (row: never) => number;
  /** Adds a row after the first page is read; answers its id, expected at the end (keyset, no gap). */
  addBetween?: () => Promise<number>;
}

/**
 * What every paginated list promises (decisions 076 and 095): the first page under the spec's key with
 * the default size, pages of `limit` following `next_cursor` and `Link` to the end with no duplicate or
 * gap (also when a row is added meanwhile), and 422 on the field for a bad limit or cursor.
 */
export async function expectPagedList(ctx: TestContext, carrier: Carrier, { url, key, ids, idOf, addBetween }: PagedListCheck) {
  const get = (query: string) => ctx.app.inject({ method: "GET", url: `${url}${query}`, headers: carrier.headers });
  const idsOf = (body: Record<string, unknown>) => (body[key] as never[]).map(idOf ?? ((r: { id: number }) => r.id));

  const first = await get("");
  expect(first.statusCode).toBe(200);
  expect(idsOf(first.json())).toEqual(ids.slice(0, PAGE_LIMIT_DEFAULT));
  expect(first.json().next_cursor).toBe(ids.length > PAGE_LIMIT_DEFAULT ? expect.any(String) : null);

  const expected = [...ids];
  const seen: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const res = await get(`?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    seen.push(...idsOf(body));
    cursor = body.next_cursor;
    if (!cursor) {
      expect(res.headers.link).toBeUndefined();
      break;
    }
    expect(idsOf(body)).toHaveLength(2);
    expect(res.headers.link).toBe(`<${url}?limit=2&cursor=${cursor}>; rel="next"`);
    if (page === 0 && addBetween) expected.push(await addBetween());
  }
  expect(seen).toEqual(expected);

  for (const limit of ["0", "-1", "101", "abc", "1e30"]) {
    const res = await get(`?limit=${limit}`);
    expect(res.statusCode, limit).toBe(422);
    expect(res.json().errors.limit, limit).toEqual([PAGE_MSG.limit]);
  }
  for (const bad of ["nope!", Buffer.from("[0]").toString("base64url"), Buffer.from("[1,2,3]").toString("base64url")]) {
    const res = await get(`?cursor=${bad}`);
    expect(res.statusCode, bad).toBe(422);
    expect(res.json().errors.cursor, bad).toEqual([PAGE_MSG.cursor]);
  }
  return seen;
}
