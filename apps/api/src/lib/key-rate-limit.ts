import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./errors";

/**
 * A second limit on a route, counted per key taken from the validated body (e.g. per NIT), in the
 * same store as the route's per-IP limit (Redis when REDIS_URL is set). Used as a preHandler,
 * so the body is parsed and validated. Answers 429 with Retry-After.
 */
export function keyRateLimit(
  app: FastifyInstance,
  opts: { name: string; max: number; timeWindow: string | number; key: (request: FastifyRequest) => string },
) {
  const check = app.createRateLimit({
    max: opts.max,
    timeWindow: opts.timeWindow,
    keyGenerator: (request) => `${opts.name}:${opts.key(request)}`,
  });
  return async (request: FastifyRequest) => {
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    const seconds = String(Math.max(1, limit.ttlInSeconds));
    throw new AppError(429, `Demasiados intentos. Intente de nuevo en ${seconds} segundos.`, undefined, { "retry-after": seconds });
  };
}
