import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Db, Tx } from "../../db/client";
import { funcionario } from "../../db/schema/index";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;
const DIGITS = 6;
const ALGORITHM = "SHA1";
/** One step either side: a phone clock up to 30 s off still works. */
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the app scans: issuer (the authority's short name) and the staff member's e-mail. */
export function totpUri(secret: string, email: string, issuer: string): string {
  return new TOTP({ issuer, label: email, algorithm: ALGORITHM, digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secret) }).toString();
}

/** The 30-second step a code belongs to, or null when it matches none of the accepted steps. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    window: WINDOW,
    timestamp: now,
  });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/**
 * Records the step as used, only if it is later than the last one used: one conditional UPDATE, so a
 * code (or an earlier one) is accepted once, even by two requests at the same time.
 */
export async function spendTotpStep(db: Db | Tx, funcionarioId: number, step: number): Promise<boolean> {
  const spent = await db
    .update(funcionario)
    .set({ totp_ultimo_paso: step })
    .where(and(eq(funcionario.id, funcionarioId), or(isNull(funcionario.totp_ultimo_paso), lt(funcionario.totp_ultimo_paso, step))))
    .returning({ id: funcionario.id });
  return spent.length === 1;
}
