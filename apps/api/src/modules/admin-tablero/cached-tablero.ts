import { todayInGuatemala } from "@portal/domain/formats";
import type { Tablero } from "@portal/domain/tablero";

/** Past this many times the fresh period, kept figures are too old to answer while new ones are computed. */
const STALE_FACTOR = 10;

interface Log {
  warn: (obj: object, msg: string) => void;
}

/**
 * The dashboard's figures kept in memory for `freshSeconds` (decision 222; decision 163 foresaw it): on
 * national-size data they take one to two seconds to compute, most of it ordering every pending row's age.
 * Within that time every supervisor gets the same figures at once; after it, the kept figures still
 * answer at once (for up to ten times that long) while new ones are computed in the background; older,
 * or of another day in Guatemala, the request waits for new ones. Concurrent requests share one
 * computation. `freshSeconds` 0 computes per request.
 *
 * `keepWarm` (decision 224) computes them as the instance starts and again in the background before they
 * are too old to answer, so no request waits for the computation: not the first after a start, not the
 * first after a quiet hour.
 */
export function cachedTablero(compute: (today: string) => Promise<Tablero>, freshSeconds: number, now = () => Date.now()) {
  let kept: { at: number; value: Tablero } | undefined;
  let computing: Promise<Tablero> | undefined;
  const refresh = (today: string) =>
    (computing ??= compute(today)
      .then((value) => {
        kept = { at: now(), value };
        return value;
      })
      .finally(() => {
        computing = undefined;
      }));
  const ageOf = (today: string) => (kept && kept.value.hoy === today ? now() - kept.at : Infinity);
  const read = async (log: Log): Promise<Tablero> => {
    const today = todayInGuatemala();
    if (freshSeconds === 0) return compute(today);
    const age = ageOf(today);
    if (age < freshSeconds * 1000) return kept!.value;
    if (age < freshSeconds * 1000 * STALE_FACTOR) {
      refresh(today).catch((err: unknown) => log.warn({ err }, "cifras del tablero no actualizadas"));
      return kept!.value;
    }
    return refresh(today);
  };
  /**
   * Computes the figures now, then checks every `everyMs` (by default half the time kept figures may still
   * answer) and computes them again once they are no longer fresh. Returns a stop that also waits for a
   * computation under way (the database must stay open until it ends). Nothing with `freshSeconds` 0.
   */
  const keepWarm = (log: Log, everyMs = (freshSeconds * 1000 * STALE_FACTOR) / 2) => {
    if (freshSeconds === 0) return async () => {};
    const check = () => {
      const today = todayInGuatemala();
      if (ageOf(today) < freshSeconds * 1000) return;
      refresh(today).catch((err: unknown) => log.warn({ err }, "cifras del tablero no calculadas"));
    };
    check();
    const timer = setInterval(check, everyMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await computing?.catch(() => undefined);
    };
  };
  return Object.assign(read, { keepWarm });
}
