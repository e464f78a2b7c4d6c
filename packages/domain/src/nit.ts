/**
 * Guatemalan NIT: digits followed by a check digit (0-9 or K), modulo-11 weighted check.
 * Weights run from 2 at the digit next to the check digit upwards; check = (11 - sum % 11) % 11,
 * where 10 is written K. Hyphens and spaces are ignored (576937-K = 576937K).
 */
export function normalizeNit(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

export function nitCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    sum += Number(body[body.length - 1 - i]) * (i + 2);
  }
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? "K" : String(check);
}

/** The format alone: 2 to 12 digits and a check character. */
export const NIT_FORMAT = /^\d{1,12}[\dK]$/;

export function isValidNit(value: string): boolean {
  const nit = normalizeNit(value);
  if (!NIT_FORMAT.test(nit) || nit.length < 2) return false;
  return nitCheckDigit(nit.slice(0, -1)) === nit.slice(-1);
}
