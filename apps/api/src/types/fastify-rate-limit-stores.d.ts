// The plugin's own two stores, reused by lib/fallback-rate-limit-store.ts. The package ships no types for
// them, and its public store type omits the window and maximum that the plugin passes to incr().
declare module "@fastify/rate-limit/store/LocalStore.js" {
  import type { RateLimitStore } from "@fastify/rate-limit/store/RedisStore.js";
  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => RateLimitStore;
  export default LocalStore;
}

declare module "@fastify/rate-limit/store/RedisStore.js" {
  import type { Redis } from "ioredis";
  export interface RateLimitStore {
    incr(key: string, cb: (err: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
    child(routeOptions: RateLimitRouteOptions): RateLimitStore;
  }
  /** The merged options the plugin hands to child(): the route's limit plus its method and URL. */
  export interface RateLimitRouteOptions {
    continueExceeding?: boolean;
    exponentialBackoff?: boolean;
    cache?: number;
    routeInfo: { method?: string; url?: string };
  }
  const RedisStore: new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string) => RateLimitStore;
  export default RedisStore;
}
