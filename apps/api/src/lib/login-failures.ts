import { and, eq, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { login_fallo } from "../db/schema/index";

/** Failed logins count for this long. */
export const LOGIN_WINDOW_MINUTES = 15;
/** Failures for one NIT, from any address, after which a login needs the bot check. */
export const CAPTCHA_AFTER_FAILURES = 5;
/** Failures for one NIT from one address after which that address is refused (429). */
export const FAILURES_PER_ADDRESS = 10;

const window = sql.raw(`interval '${LOGIN_WINDOW_MINUTES} minutes'`);
/** The column holds 64 characters; an IPv6 address with a zone fits. */
const address = (ip: string) => ip.slice(0, 64);

export interface LoginFailures {
  /** Failures for the NIT from every address. */
  nit: number;
  /** Failures for the NIT from this address. */
  address: number;
  /** Seconds until the oldest failure from this address leaves the window. */
  addressRetryAfter: number;
}

/**
 * Counted in the database, not in Redis: exact across instances and unaffected by a Redis fault. A
 * login costs an argon2 hash anyway, so one indexed count per attempt is small beside it.
 */
export async function countLoginFailures(db: Db, nit: string, ip: string): Promise<LoginFailures> {
  const fromAddress = sql`${login_fallo.ip} = ${address(ip)}`;
  const [row] = await db
    .select({
      nit: sql<number>`count(*)::int`,
      address: sql<number>`(count(*) filter (where ${fromAddress}))::int`,
      retry: sql<number>`coalesce(ceil(extract(epoch from (min(${login_fallo.created_at}) filter (where ${fromAddress}) + ${window} - now()))), 0)::int`,
    })
    .from(login_fallo)
    .where(and(eq(login_fallo.nit, nit), sql`${login_fallo.created_at} > now() - ${window}`));
  return { nit: Number(row.nit), address: Number(row.address), addressRetryAfter: Math.max(1, Number(row.retry)) };
}

/** One more failure; rows that left the window go at the same time. */
export async function recordLoginFailure(db: Db, nit: string, ip: string): Promise<void> {
  await db.delete(login_fallo).where(lt(login_fallo.created_at, sql`now() - ${window}`));
  await db.insert(login_fallo).values({ nit, ip: address(ip) });
}

/**
 * Forgets failures: of this address after the owner signs in from it, of every address after a
 * password reset (the owner proved the mailbox). Failures of other addresses stay after a login, so
 * the bot check stays while someone else keeps guessing.
 */
export async function clearLoginFailures(db: Db | Tx, nit: string, ip?: string): Promise<void> {
  await db.delete(login_fallo).where(and(eq(login_fallo.nit, nit), ip ? eq(login_fallo.ip, address(ip)) : undefined));
}
