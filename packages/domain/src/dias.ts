/** Calendar arithmetic on YYYY-MM-DD dates, without zod: the holidays and the expiry rules share it. */

const DAY_MS = 86_400_000;

/** The day's number since 1970-01-01 (UTC), for differences between dates. */
export const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** The calendar date `dias` days after `isoDate` (YYYY-MM-DD). */
export function addDias(isoDate: string, dias: number): string {
  return new Date((dayNumber(isoDate) + dias) * DAY_MS).toISOString().slice(0, 10);
}
