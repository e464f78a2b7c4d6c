import { describe, expect, it } from "vitest";
import { SessionCache } from "./session-cache";

describe("SessionCache", () => {
  it("trusts a live session for the TTL only, and for its own user only", () => {
    const cache = new SessionCache(10_000);
    cache.rememberLive(7, 1, 0);
    expect(cache.lookup(7, 1, 9_999)).toBe("live");
    expect(cache.lookup(7, 2, 9_999)).toBe("revoked");
    expect(cache.lookup(7, 1, 10_000)).toBeUndefined();
  });

  it("keeps a revocation over a late 'live' answer, for as long as an access token lives", () => {
    const cache = new SessionCache(10_000);
    cache.rememberRevoked(7, 0);
    cache.rememberLive(7, 1, 1);
    expect(cache.lookup(7, 1, 14 * 60_000)).toBe("revoked");
    expect(cache.lookup(7, 1, 15 * 60_000)).toBeUndefined();
  });

  it("forgets live entries but not revocations when asked (Redis came back)", () => {
    const cache = new SessionCache(10_000);
    cache.rememberLive(1, 1, 0);
    cache.rememberRevoked(2, 0);
    cache.forgetLive();
    expect(cache.lookup(1, 1, 1)).toBeUndefined();
    expect(cache.lookup(2, 1, 1)).toBe("revoked");
  });

  it("caches nothing live with a TTL of 0, and drops the oldest entry beyond its size", () => {
    const none = new SessionCache(0);
    none.rememberLive(1, 1, 0);
    expect(none.lookup(1, 1, 0)).toBeUndefined();
    const small = new SessionCache(10_000, 2);
    small.rememberLive(1, 1, 0);
    small.rememberLive(2, 1, 0);
    small.rememberLive(3, 1, 0);
    expect(small.lookup(1, 1, 1)).toBeUndefined();
    expect(small.lookup(3, 1, 1)).toBe("live");
  });
});
