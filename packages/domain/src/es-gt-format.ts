/** How people read money and dates in Guatemala (es-GT): the web's screens and the audit labels shared with the API. */

/**
 * Makes an Intl formatter the first time it is used. Building one loads its locale's data: the
 * three below cost about 30 ms of a phone's first load when they were made as the module loaded,
 * on every page, whether or not it prints a date or an amount.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const quetzales = once(() => new Intl.NumberFormat("es-GT", { style: "currency", currency: "GTQ" }));

/**
 * An amount in quetzales, "Q 1,234.50". The API sends exact decimal strings ("1234.50"); a value
 * that is not a number prints as it came.
 */
export function formatQuetzales(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  // ICU puts a no-break space after the symbol; a plain space reads and copies the same everywhere.
  return quetzales().format(n).replace(/\u00a0/g, " ");
}

const guatemalaDay = once(() => new Intl.DateTimeFormat("es-GT", { timeZone: "America/Guatemala", day: "2-digit", month: "2-digit", year: "numeric" }));

/**
 * A date as dd/mm/yyyy. A calendar date (YYYY-MM-DD) prints the day it names; a timestamp
 * (created_at) prints its day in Guatemala, not in UTC.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "—";
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const part = (type: Intl.DateTimeFormatPartTypes) => guatemalaDay().formatToParts(at).find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")}`;
}

const guatemalaDateTime = once(
  () =>
    new Intl.DateTimeFormat("es-GT", {
      timeZone: "America/Guatemala",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

/** A moment in Guatemala's time, dd/mm/yyyy like every date of the portal, with the hour: "05/03/2025, 14:32". */
export function formatFechaHora(value: string): string {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : guatemalaDateTime().format(at);
}
