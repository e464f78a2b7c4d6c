import { addDias } from "./dias";

/**
 * Guatemala's national holidays, for deadlines counted in business days (días hábiles): every day but
 * Saturdays, Sundays and these. Código de Trabajo, art. 127 (Decreto 1441, as amended by Decretos 64-92,
 * 42-2010 and 19-2018):
 *
 * - fixed dates: 1 January, 1 May, 30 June, 15 September, 20 October, 1 November, 25 December;
 * - Holy Week: Thursday and Friday before Easter Sunday (computed from Easter; Saturday is a weekend day).
 *
 * Not counted as holidays: the afternoons of 24 and 31 December (half days: offices open in the morning),
 * and local holidays (15 August in Guatemala City, each town's fair), which the national authority does
 * not close for.
 */
export const FERIADOS_FIJOS = ["01-01", "05-01", "06-30", "09-15", "10-20", "11-01", "12-25"] as const;

/** Easter Sunday (Gregorian, anonymous algorithm of Meeus/Jones/Butcher) as YYYY-MM-DD. */
export function domingoDePascua(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The national holidays of a year, YYYY-MM-DD, in date order. */
export function feriadosGuatemala(year: number): string[] {
  const pascua = domingoDePascua(year);
  const fijos = FERIADOS_FIJOS.map((md) => `${year}-${md}`);
  return [...fijos, addDias(pascua, -3), addDias(pascua, -2)].sort();
}

const porAnio = new Map<number, Set<string>>();
function feriadosDe(year: number): Set<string> {
  let set = porAnio.get(year);
  if (!set) porAnio.set(year, (set = new Set(feriadosGuatemala(year))));
  return set;
}

/** Whether a date (YYYY-MM-DD) is a business day in Guatemala: Monday to Friday and not a national holiday. */
export function esDiaHabil(fecha: string): boolean {
  const weekday = new Date(`${fecha}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !feriadosDe(Number(fecha.slice(0, 4))).has(fecha);
}

/**
 * The last day of a deadline of `dias` business days that starts running the day after `desde`
 * (YYYY-MM-DD, the day of the notification): the `dias`-th business day after it.
 */
export function sumarDiasHabiles(desde: string, dias: number): string {
  let fecha = desde;
  let contados = 0;
  while (contados < dias) {
    fecha = addDias(fecha, 1);
    if (esDiaHabil(fecha)) contados += 1;
  }
  return fecha;
}
