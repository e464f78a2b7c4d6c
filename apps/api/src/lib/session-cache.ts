/** How long a revoked session is remembered: an access token lives 15 minutes, so no longer is needed. */
const REVOKED_MS = 15 * 60 * 1000;

type Entry = { userId: number; live: boolean; until: number };

/**
 * Per-instance memory of session states, so a request does not always cost a query. A live entry is
 * trusted for `ttlMs` (the staleness bound when no revocation message arrives); a revoked one for as
 * long as a token of it could still be valid. Revocation is final: a late "live" answer from the
 * database never overwrites it. Bounded: the oldest entries go first.
 */
export class SessionCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 20_000,
  ) {}

  /** "live" or "revoked" while known, undefined when the database must be asked. */
  lookup(sid: number, userId: number, now = Date.now()): "live" | "revoked" | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(sid);
      return undefined;
    }
    if (!entry.live || entry.userId !== userId) return "revoked";
    return "live";
  }

  /** The database says live: remember it for the TTL, unless a revocation arrived meanwhile. */
  rememberLive(sid: number, userId: number, now = Date.now()): void {
    if (this.ttlMs <= 0 || this.entries.get(sid)?.live === false) return;
    this.put(sid, { userId, live: true, until: now + this.ttlMs });
  }

  /** Revoked here, by another instance, or missing from the database. */
  rememberRevoked(sid: number, now = Date.now()): void {
    this.put(sid, { userId: 0, live: false, until: now + REVOKED_MS });
  }

  /** Forget every live entry (revocation messages may have been missed while Redis was away). */
  forgetLive(): void {
    for (const [sid, entry] of this.entries) if (entry.live) this.entries.delete(sid);
  }

  private put(sid: number, entry: Entry): void {
    this.entries.delete(sid);
    this.entries.set(sid, entry);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}
