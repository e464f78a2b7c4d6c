import pg from "pg";

/**
 * Notices a dead PostgreSQL connection within `deadAfterMs` (DB_DEAD_CONNECTION_MS) without cutting short a
 * long statement. A connection lost to a network cut tells nobody: a query on it would wait for the
 * driver's own timeout (statement timeout + 1 s, 11 s by default), and TCP keep-alive does not probe a
 * connection that has a request in flight. So: a connection checked out of the pool for longer than a quarter
 * of the bound is checked on a separate, new connection, bounded at 35% of it. If the server does not answer
 * in time, it is out of reach: those connections and the idle ones are closed, their queries fail at once
 * ("Connection terminated") and their requests answer 503. If it answers, the connections whose backend is gone (a lost
 * flow, a killed backend) are closed; the live ones, a legitimate long statement among them, go on and are
 * checked again a quarter of the bound later. Only PostgreSQL: the embedded database has one connection and its
 * own watchdog (decision 100).
 */
export interface ConnectionWatchdog {
  stop(): void;
}

export interface WatchdogOptions {
  /** Where to open the check's connection: the pool's own settings. */
  connection: pg.ClientConfig;
  /** The longest a request may wait on a dead connection. */
  deadAfterMs: number;
  /** A check found dead connections and closed them. */
  onDead: (count: number, reason: "sin respuesta del servidor" | "proceso del servidor terminado") => void;
}

type Tracked = pg.PoolClient & { processID?: number | null };

export function watchConnections(pool: pg.Pool, opts: WatchdogOptions): ConnectionWatchdog {
  // Held a quarter of the bound, checked within a tick (5%), the check bounded at 35%: found by ~65% of the
  // bound, the rest is margin for a busy machine's late timers.
  const suspectAfterMs = Math.round(opts.deadAfterMs * 0.25);
  const checkTimeoutMs = Math.round(opts.deadAfterMs * 0.35);
  const tickMs = Math.max(50, Math.round(opts.deadAfterMs * 0.05));
  const clients = new Set<Tracked>();
  /** Since when a checked-out connection is unconfirmed: checked out then, or last found alive then. */
  const unconfirmedSince = new Map<Tracked, number>();
  pool.on("connect", (client) => clients.add(client));
  pool.on("remove", (client) => {
    clients.delete(client);
    unconfirmedSince.delete(client);
  });
  pool.on("acquire", (client) => unconfirmedSince.set(client, performance.now()));
  pool.on("release", (_err, client) => unconfirmedSince.delete(client));

  let checking = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (checking || stopped) return;
    const started = performance.now();
    const suspects = [...unconfirmedSince].filter(([, since]) => started - since >= suspectAfterMs).map(([client]) => client);
    if (suspects.length === 0) return;
    checking = true;
    liveBackends(opts.connection, suspects.map((c) => c.processID ?? 0), checkTimeoutMs)
      .then((alive) => {
        // Out of reach: the suspects and the idle connections (no work lost, and none is handed to the next request
        // to wait on). A connection checked out just now is left to its own check, so a slow check never ends a fresh query.
        const idle = [...clients].filter((c) => !unconfirmedSince.has(c));
        const dead = alive === null ? [...suspects, ...idle] : suspects.filter((c) => !alive.has(c.processID ?? 0));
        for (const client of suspects) if (unconfirmedSince.has(client)) unconfirmedSince.set(client, started);
        if (dead.length === 0 || stopped) return;
        // Destroying the socket is what the server closing it would do: the query in flight fails, the pool drops the client.
        for (const client of dead) client.connection.stream.destroy();
        opts.onDead(dead.length, alive === null ? "sin respuesta del servidor" : "proceso del servidor terminado");
      })
      .finally(() => {
        checking = false;
      });
  }, tickMs);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}

/** Which of `pids` the server still has, asked on a new connection; null when it does not answer within `timeoutMs`. */
async function liveBackends(connection: pg.ClientConfig, pids: number[], timeoutMs: number): Promise<Set<number> | null> {
  const client = new pg.Client({ ...connection, connectionTimeoutMillis: timeoutMs, application_name: "portal-comprobacion" });
  client.on("error", () => {});
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const ask = (async () => {
    await client.connect();
    const res = await client.query<{ pid: number }>("select pid from pg_stat_activity where pid = any($1::int[])", [pids]);
    return new Set(res.rows.map((r) => r.pid));
  })().catch(() => null);
  const alive = await Promise.race([ask, timeout]);
  clearTimeout(timer);
  // A connection stuck in a cut never says goodbye: drop its socket rather than wait for the Terminate to pass.
  if (alive) await client.end().catch(() => {});
  else client.connection.stream.destroy();
  return alive;
}
