import { createHmac, timingSafeEqual } from "node:crypto";

/** Whose reminders a link turns off: an e-mail of the carrier, or the account's own address. */
export interface Baja {
  kind: "email" | "usuario";
  id: number;
}

const sign = (secret: string, b: Baja) => createHmac("sha256", secret).update(`recordatorios:${b.kind}:${b.id}`).digest("base64url");

/** `email.12.<HMAC>`: the unsubscribe link's token, valid until the secret changes; no session needed. */
export function unsubscribeToken(secret: string, b: Baja): string {
  return `${b.kind}.${b.id}.${sign(secret, b)}`;
}

/** Largest id a row can have (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/**
 * The address a token names when it is exactly the token the portal mailed, else null. One spelling per
 * token: the token is rebuilt from what it names and compared whole, so `email.012.…` (a leading zero),
 * another case or any other spelling of the same address is refused like a forged signature.
 */
export function readUnsubscribeToken(secret: string, token: string): Baja | null {
  const m = /^(email|usuario)\.(\d{1,10})\.[\w-]{43}$/.exec(token);
  if (!m) return null;
  const b: Baja = { kind: m[1] as Baja["kind"], id: Number(m[2]) };
  if (b.id > MAX_ID) return null;
  const expected = Buffer.from(unsubscribeToken(secret, b));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? b : null;
}
