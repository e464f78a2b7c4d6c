import { randomInt } from "node:crypto";
import { nitCheckDigit } from "@portal/domain/nit";

/** A random valid NIT (8 digits and the modulo-11 check character). */
export function randomNit(): string {
  const body = String(randomInt(10_000_000, 99_999_999));
  return `${body}${nitCheckDigit(body)}`;
}

/** A random valid CUI: 13 digits, the first not 0, ending in a real department/municipality code (0101). */
export function randomCui(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 100_000_000)).padStart(8, "0")}0101`;
}

export function randomPassword(): string {
  return `Ruta-${randomInt(100_000, 999_999)}-Segura`;
}

/** A random valid plate (3 digits, 3 letters): a plate sits on one active vehicle nationwide. */
export function randomPlaca(): string {
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ";
  let placa = String(randomInt(0, 1000)).padStart(3, "0");
  for (let i = 0; i < 3; i++) placa += letters[randomInt(letters.length)];
  return placa;
}
