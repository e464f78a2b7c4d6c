import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore, { type RateLimitRouteOptions, type RateLimitStore } from "@fastify/rate-limit/store/RedisStore.js";
import type { Redis } from "ioredis";
import type { RedisLink } from "./redis-link";

type Incr = RateLimitStore["incr"];

/** Counts in Redis while it answers, else in this process; a failed command is counted locally, never a 5xx. */
class FallbackStore implements RateLimitStore {
  constructor(
    private readonly shared: RateLimitStore,
    private readonly local: RateLimitStore,
    private readonly link: RedisLink,
  ) {}

  incr(...[key, cb, timeWindow, max]: Parameters<Incr>): void {
    if (!this.link.usable) return this.local.incr(key, cb, timeWindow, max);
    this.shared.incr(
      key,
      (err, result) => {
        if (!err) return cb(null, result);
        this.link.failed(err);
        this.local.incr(key, cb, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RateLimitRouteOptions): RateLimitStore {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.link);
  }
}

/**
 * The store class @fastify/rate-limit instantiates (`store` option) when REDIS_URL is set. Per route it
 * keeps the plugin's own Redis store (shared counters) and its own in-memory store (this instance only),
 * and asks `link` which one to use, so a lost Redis costs no wait. Local counts are not merged back
 * when Redis returns; each window is short.
 */
export function fallbackRateLimitStore(redis: Redis, link: RedisLink, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding === true;
      const exponentialBackoff = options.exponentialBackoff === true;
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff), link);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
