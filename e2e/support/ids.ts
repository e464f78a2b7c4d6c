import { randomInt } from "node:crypto";

// The same NIT and plate generators as the API tests use.
export { randomNit, randomPlaca } from "../../apps/api/test/request-bodies";

/** A random valid CUI: 13 digits, the first not 0, ending in a real department/municipality code (0101). */
export function randomCui(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 100_000_000)).padStart(8, "0")}0101`;
}

export function randomPassword(): string {
  return `Ruta-${randomInt(100_000, 999_999)}-Segura`;
}
