import fp from "fastify-plugin";
import { Redis } from "ioredis";
import type { Config } from "../config";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The shared Redis connection when REDIS_URL is set, else undefined. Commands fail fast while it is
     * away (no offline queue): callers treat an error as "Redis unavailable" and fall back, never hang.
     */
    redis: Redis | undefined;
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
    app.decorate("redis", redis);
    if (redis) app.addHook("onClose", async () => void redis.disconnect());
  },
  { name: "redis" },
);
