import { todayInGuatemala } from "@portal/domain/formats";
import type { Tablero } from "@portal/domain/tablero";

/** Past this many times the fresh period, kept figures are too old to answer while new ones are computed. */
const STALE_FACTOR = 10;

/**
 * The dashboard's figures kept in memory for `freshSeconds` (decision 222; decision 163 foresaw it): on
 * national-size data they take one to two seconds to compute, most of it ordering every pending row's age.
 * Within that time every supervisor gets the same figures at once; after it, the kept figures still
 * answer at once (for up to ten times that long) while new ones are computed in the background; older,
 * or of another day in Guatemala, the request waits for new ones. Concurrent requests share one
 * computation. `freshSeconds` 0 computes per request.
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
  return async (log: { warn: (obj: object, msg: string) => void }): Promise<Tablero> => {
    const today = todayInGuatemala();
    if (freshSeconds === 0) return compute(today);
    const age = kept && kept.value.hoy === today ? now() - kept.at : Infinity;
    if (age < freshSeconds * 1000) return kept!.value;
    if (age < freshSeconds * 1000 * STALE_FACTOR) {
      refresh(today).catch((err: unknown) => log.warn({ err }, "cifras del tablero no actualizadas"));
      return kept!.value;
    }
    return refresh(today);
  };
}
