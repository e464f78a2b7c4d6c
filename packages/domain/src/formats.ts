import { z } from "zod";

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
/**
 * E-mail: zod's pattern (the one `z.email()` uses). Dot-separated words of letters, digits and
 * `_'+-` before the @ (no leading, trailing or doubled dot), then labels of letters, digits and dashes
 * joined by single dots, ending in a top-level domain of 2+ letters. It refuses what mail cannot reach
 * (`juan@example..gt`, `juan@ejemplo,gt.com`) and runs in linear time; fields still check the length
 * first.
 */
export const EMAIL: RegExp = z.regexes.email;
/**
 * Control characters no text of the portal may hold: C0 except tab, line feed and carriage return,
 * and DEL. PostgreSQL cannot store NUL in text at all, and none of them can be typed in a form.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\v\f\u000E-\u001F\u007F]/;

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
