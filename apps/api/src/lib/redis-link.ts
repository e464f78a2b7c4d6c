import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/** What /api/health reports about Redis. */
export type RedisState = "ok" | "no disponible" | "no configurado";

/** How often a connection that is open but stopped answering (network cut) is tried again. */
const PROBE_EVERY_MS = 1000;

/**
 * Whether Redis may be used right now, so callers fall back to local memory without waiting on it.
 * Down when the connection closes or a command fails (a timeout on a cut network leaves the socket
 * "ready"); up again when ioredis reconnects or, after a failed command, when a background PING
 * answers. Each transition is logged once: warn on loss, info on return.
 */
export class RedisLink {
  private up = false;
  private lostOnce = false;
  private probe: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly redis: Redis | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    if (!redis) return;
    redis.on("ready", () => this.markUp());
    redis.on("close", () => this.markDown());
  }

  /** True when commands should go to Redis now; false means "use the local fallback, do not wait". */
  get usable(): boolean {
    return this.up && this.redis?.status === "ready";
  }

  get state(): RedisState {
    if (!this.redis) return "no configurado";
    return this.usable ? "ok" : "no disponible";
  }

  /** A command failed or timed out: stop sending commands until a background PING answers. */
  failed(err: unknown): void {
    this.markDown(err);
    if (this.probe || !this.redis) return;
    const redis = this.redis;
    this.probe = setInterval(() => {
      if (redis.status !== "ready") return; // the reconnection's "ready" event brings it back
      redis.ping().then(
        () => this.markUp(),
        () => {},
      );
    }, PROBE_EVERY_MS);
    this.probe.unref();
  }

  /** The instance is stopping: the connection's end is not a loss worth a warning. */
  close(): void {
    this.closed = true;
    clearInterval(this.probe);
    this.probe = undefined;
  }

  private markUp(): void {
    clearInterval(this.probe);
    this.probe = undefined;
    if (this.up) return;
    this.up = true;
    if (this.lostOnce) {
      this.log.info({ redis: "ok" }, "Redis disponible de nuevo: los límites de intentos vuelven a compartirse entre instancias");
    }
  }

  private markDown(err?: unknown): void {
    if (this.closed || (!this.up && this.lostOnce)) return;
    this.up = false;
    this.lostOnce = true;
    this.log.warn(
      { redis: "no disponible", ...(err ? { err } : {}) },
      "Redis no disponible: los límites de intentos se cuentan en la memoria de cada instancia hasta que vuelva",
    );
  }
}
