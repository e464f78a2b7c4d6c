import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api-client";
import { getAllPages } from "./paged-query";

afterEach(() => vi.restoreAllMocks());

describe("getAllPages", () => {
  it("follows next_cursor with pages of the maximum size until the last one", async () => {
    const pages: Record<string, unknown> = {
      "/x?limit=100": { item: [{ id: 1 }, { id: 2 }], next_cursor: "Wzld" },
      "/x?limit=100&cursor=Wzld": { item: [{ id: 3 }], next_cursor: null },
    };
    const get = vi.spyOn(api, "get").mockImplementation(async (url: string) => pages[url]);
    expect(await getAllPages("/x", "item")).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(get.mock.calls.map((c) => c[0])).toEqual(Object.keys(pages));
  });

  it("reads a single page when the API announces no other", async () => {
    vi.spyOn(api, "get").mockResolvedValue({ item: [], next_cursor: null });
    expect(await getAllPages("/x", "item")).toEqual([]);
  });
});
