import fp from "fastify-plugin";
import { Redis } from "ioredis";
import type { Config } from "../config";
import { RedisLink } from "../lib/redis-link";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The shared Redis connection when REDIS_URL is set, else undefined. Commands fail fast while it is
     * away (no offline queue): callers treat an error as "Redis unavailable" and fall back, never hang.
     */
    redis: Redis | undefined;
    /** Whether Redis answers right now ("ok" / "no disponible" / "no configurado"), without asking it. */
    redisLink: RedisLink;
  }
}

/** One Redis connection for the instance (rate-limit counters, session revocations). */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, {
          connectTimeout: 500,
          commandTimeout: 500,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          // Keep trying to come back, at most every 2 s, for as long as the process lives.
          retryStrategy: (times) => Math.min(times * 200, 2000),
        })
      : undefined;
    // Without a listener ioredis reports connection errors as unhandled 'error' events.
    redis?.on("error", () => {});
    const link = new RedisLink(redis, app.log);
    app.decorate("redis", redis);
    app.decorate("redisLink", link);
    app.addHook("onClose", async () => {
      link.close();
      redis?.disconnect();
    });
    // Start with shared counters when Redis is there; never hold the start up for long when it is not.
    if (redis) await firstConnection(redis, 1000);
  },
  { name: "redis" },
);

/** Resolves when the first connection attempt is over (ready or closed), or after `ms` at most. */
function firstConnection(redis: Redis, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off("ready", done);
      redis.off("close", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once("ready", done);
    redis.once("close", done);
  });
}
