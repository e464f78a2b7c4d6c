import { eq } from "drizzle-orm";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { sesion } from "../db/schema/index";
import { SessionCache } from "../lib/session-cache";

/** Redis channel on which every instance announces the sessions it ended. */
export const REVOCATION_CHANNEL = "portal:sesiones-revocadas";

declare module "fastify" {
  interface FastifyInstance {
    sessions: {
      /** True while the session exists, belongs to the user and is not revoked. Cached per instance. */
      isLive(sid: number, userId: number): Promise<boolean>;
      /**
       * Call after the transaction that revoked these sessions has committed: this instance forgets
       * them at once and, with Redis, tells every other instance. Never throws.
       */
      revoked(ids: number[]): Promise<void>;
    };
  }
}

/**
 * Session checks for the JWT guard. Live sessions are cached for SESSION_CACHE_SECONDS. With Redis,
 * revocations are published on a channel every instance subscribes to (a duplicate connection, since
 * a subscribed connection can do nothing else), so the others drop their entry at once; without Redis,
 * or while it is away, the TTL bounds how long another instance may still accept a revoked session.
 * Redis faults only cost that bound: the database stays the source of truth.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const cache = new SessionCache(config.SESSION_CACHE_SECONDS * 1000);

    // autoResubscribe off: the "ready" handler below subscribes on every (re)connection with its error
    // caught; ioredis's own resubscription has no catch, and a connection lost again at that instant
    // became an unhandled rejection.
    const subscriber = app.redis?.duplicate({ autoResubscribe: false });
    if (subscriber) {
      subscriber.on("error", () => {});
      // On every (re)connection: subscribe, and drop live entries, since messages may have been missed.
      subscriber.on("ready", () => {
        cache.forgetLive();
        subscriber.subscribe(REVOCATION_CHANNEL).catch(() => {});
      });
      subscriber.on("message", (_channel: string, message: string) => {
        for (const part of message.split(",")) {
          const sid = Number(part);
          if (Number.isInteger(sid) && sid > 0) cache.rememberRevoked(sid);
        }
      });
      app.addHook("onClose", async () => void subscriber.disconnect());
    }

    let publishFailing = false;
    async function announce(ids: number[]): Promise<void> {
      if (!app.redis) return;
      try {
        await app.redis.publish(REVOCATION_CHANNEL, ids.join(","));
        if (publishFailing) app.log.info({ redis: "ok" }, "Revocaciones de sesión: se publican de nuevo por Redis");
        publishFailing = false;
      } catch (err) {
        if (!publishFailing) {
          app.log.warn(
            { err, redis: "no disponible", cacheSeconds: config.SESSION_CACHE_SECONDS },
            "Revocaciones de sesión: Redis no disponible; las demás instancias las verán al vencer su caché",
          );
        }
        publishFailing = true;
      }
    }

    app.decorate("sessions", {
      async isLive(sid: number, userId: number) {
        const known = cache.lookup(sid, userId);
        if (known) return known === "live";
        const [row] = await app.db
          .select({ usuario_id: sesion.usuario_id, revoked_at: sesion.revoked_at })
          .from(sesion)
          .where(eq(sesion.id, sid))
          .limit(1);
        if (!row || row.revoked_at) {
          cache.rememberRevoked(sid);
          return false;
        }
        if (row.usuario_id !== userId) return false;
        cache.rememberLive(sid, userId);
        return true;
      },
      async revoked(ids: number[]) {
        if (!ids.length) return;
        for (const sid of ids) cache.rememberRevoked(sid);
        await announce(ids);
      },
    });
  },
  { name: "sessions", dependencies: ["redis"] },
);
