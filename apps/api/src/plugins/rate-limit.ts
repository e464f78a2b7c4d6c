import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { fallbackRateLimitStore } from "../lib/fallback-rate-limit-store";

/**
 * Rate limits are opt-in per route (`config.rateLimit`). Counters live in Redis when REDIS_URL is
 * set, so several instances share them; otherwise in this process. While a configured Redis is away
 * each instance counts in its own memory (see lib/fallback-rate-limit-store.ts): limits hold, looser.
 */
export default fp<{ config: Config }>(async (app) => {
  const redis = app.redis;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: fallbackRateLimitStore(redis, app.redisLink, "portal-rl:") } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Demasiados intentos. Intente de nuevo en ${Math.ceil(ctx.ttl / 1000)} segundos.`,
    }),
  });
});
