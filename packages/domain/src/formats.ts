/** Formats of spec part 5 that are not NIT or CUI. */

/** Person and emergency-contact phone: exactly 8 digits. */
export const PHONE_8 = /^\d{8}$/;
/** A Guatemalan 8-digit phone starting with 2 to 9. */
export const PHONE_GT = /^[2-9]\d{7}$/;
/** Vehicle plate: 3 digits and 3 letters ("123AAA"). */
export const PLATE = /^\d{3}[A-Z]{3}$/;
/** Vehicle model year: 4 digits. */
export const MODEL_YEAR = /^\d{4}$/;
/** Operation card number: T, 0 or A, a dash and 5 digits ("T-12345"). */
export const CARD_NUMBER = /^[T0A]-\d{5}$/;
/** Licence number: letters/digits with optional dashes, 3 to 30 characters (the authority's numbering). */
export const LICENCE_NUMBER = /^[A-Z0-9]+(-[A-Z0-9]+)*$/;
/** E-mail: one @, no spaces, a dot in the domain. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** A calendar date as the API speaks it. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Age in whole years on `today` (YYYY-MM-DD strings). */
export function ageOn(birth: string, today: string = new Date().toISOString().slice(0, 10)): number {
  const [by, bm, bd] = birth.split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Today in Guatemala (UTC-6, no daylight saving), as YYYY-MM-DD. */
export function todayInGuatemala(now: Date = new Date()): string {
  return new Date(now.getTime() - 6 * 3600_000).toISOString().slice(0, 10);
}
