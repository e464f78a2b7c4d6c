import type pg from "pg";

type Observer = (seconds: number, ok: boolean) => void;
type Connect = (callback?: (err: Error | undefined, client?: pg.PoolClient, release?: (err?: unknown) => void) => void) => Promise<pg.PoolClient> | void;

const observers = new WeakMap<pg.Pool, Set<Observer>>();

/**
 * Times every wait for a connection of `pool` (the pool's own `query` takes one through `connect` as well),
 * telling `observe` until the returned function is called. The pool is wrapped once, however many apps share it.
 */
export function observePoolWaits(pool: pg.Pool, observe: Observer): () => void {
  let set = observers.get(pool);
  if (!set) {
    const watchers = new Set<Observer>();
    set = watchers;
    observers.set(pool, watchers);
    const connect = (pool.connect as Connect).bind(pool);
    const timed: Connect = (callback) => {
      const start = performance.now();
      const seen = (ok: boolean) => {
        for (const w of watchers) w((performance.now() - start) / 1000, ok);
      };
      if (callback) {
        return connect((err, client, release) => {
          seen(!err);
          callback(err, client, release);
        });
      }
      return (connect() as Promise<pg.PoolClient>).then(
        (client) => {
          seen(true);
          return client;
        },
        (err: unknown) => {
          seen(false);
          throw err;
        },
      );
    };
    (pool as unknown as { connect: Connect }).connect = timed;
  }
  set.add(observe);
  return () => set.delete(observe);
}
