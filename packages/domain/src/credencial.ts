import { z } from "zod";

/**
 * The signed credential a vehicle's QR carries (decision 176): a compact JWS (EdDSA, Ed25519, with
 * `kid`) whose payload uses one-letter claims to keep the QR small enough for a printed sticker. It
 * travels in the URL fragment of the public page, `/verificar/{codigo}?llave=…#{jws}`, so a phone's
 * camera opens the page and the fragment never reaches a server.
 */
export const credencialSchema = z.object({
  /** The QR's code. */
  c: z.string(),
  /** Plate number. */
  p: z.string(),
  /** Brand. */
  b: z.string(),
  /** Model (year). */
  m: z.string(),
  /** Licence number. */
  l: z.string(),
  /** Operating card number. */
  t: z.string(),
  /** Carrier's name. */
  n: z.string(),
  /** Vigencia, YYYY-MM-DD (Guatemala's date). */
  v: z.string(),
  iat: z.number().int(),
  /** End of the vigencia day in Guatemala, seconds since the epoch. */
  exp: z.number().int(),
});
export type Credencial = z.infer<typeof credencialSchema>;

/** The signature algorithm and curve of every QR signing key. */
export const CREDENCIAL_ALG = "EdDSA";
export const CREDENCIAL_CRV = "Ed25519";
/** Where the public keys are published, relative to the portal's origin. */
export const JWKS_PATH = "/.well-known/jwks.json";

/** Guatemala is UTC−6 all year (no daylight saving). */
const GUATEMALA_OFFSET_HOURS = 6;

/** The moment a vigencia (YYYY-MM-DD, Guatemala) ends: midnight after that day in Guatemala, in seconds. */
export function vigenciaEndsAt(vigencia: string): number {
  const [y, mo, d] = vigencia.split("-").map(Number);
  return Date.UTC(y, mo - 1, d + 1, GUATEMALA_OFFSET_HOURS) / 1000;
}
