import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../src/config";
import { password_reset } from "../src/db/schema/index";
import { sha256Hex } from "../src/lib/secret-tokens";
import { buildTestApp, type TestContext } from "./app";
import { PrivateRedis, delay, hasRedisServer } from "./redis-server";
import { type Account, randomIp, signUpAndLogin } from "./signup";

/**
 * Logout, password change and reset end access tokens at once on the instance that did it, and on a
 * second instance sharing the database: through Redis pub/sub when Redis is there, within the session
 * cache's TTL when it is not.
 */

type Headers = { authorization: string };
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/** Two instances on one database, B with its own process memory (session cache). */
async function twoInstances(overrides: Partial<Config>) {
  const a = await buildTestApp(overrides);
  const b = await buildTestApp(overrides, { database: a.database });
  return { a, b, close: async () => (await b.app.close(), await a.close()) };
}

const status = async (ctx: TestContext, headers: Headers) =>
  (await ctx.app.inject({ method: "GET", url: "/api/persona", headers })).statusCode;

/** Milliseconds until `ctx` refuses the token (polled every 10 ms), or Infinity after `limitMs`. */
async function msUntilRefused(ctx: TestContext, headers: Headers, limitMs: number): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    if ((await status(ctx, headers)) === 401) return performance.now() - start;
    await delay(10);
  }
  return Infinity;
}

interface Ending {
  /** Signs in what is about to end; returns the access token that must stop working. */
  prepare(ctx: TestContext, account: Account): Promise<Headers>;
  /** Ends it, on this instance. */
  act(ctx: TestContext, account: Account): Promise<void>;
}

/** The three ways to end sessions. */
const endings: Array<[string, Ending]> = [
  [
    "logout",
    {
      prepare: async (_ctx, account) => account.headers,
      async act(ctx, account) {
        const res = await ctx.app.inject({ method: "POST", url: "/api/logout", payload: { refresh_token: account.refreshToken } });
        expect(res.statusCode).toBe(200);
      },
    },
  ],
  [
    "a password change (another device's token)",
    {
      async prepare(ctx, account) {
        const payload = { nit: account.nit, password: account.password };
        const other = await ctx.app.inject({ method: "POST", url: "/api/authenticate", remoteAddress: randomIp(), payload });
        return bearer(other.json().access_token);
      },
      async act(ctx, account) {
        const res = await ctx.app.inject({
          method: "POST",
          url: "/api/usuario/password",
          headers: account.headers,
          payload: { password_actual: account.password, password: "Cambio-De-Clave-2024" },
        });
        expect(res.statusCode).toBe(200);
      },
    },
  ],
  [
    "a reset",
    {
      prepare: async (_ctx, account) => account.headers,
      async act(ctx, account) {
        const token = randomBytes(16).toString("base64url");
        const expires_at = new Date(Date.now() + 60_000);
        await ctx.app.db.insert(password_reset).values({ usuario_id: account.userId, token_hash: sha256Hex(token), expires_at });
        const password = "Reinicio-De-Clave-77";
        const res = await ctx.app.inject({
          method: "POST",
          url: "/api/password/reset",
          remoteAddress: randomIp(),
          payload: { email: account.email, nit: account.nit, token, password, password_confirmation: password },
        });
        expect(res.statusCode).toBe(200);
      },
    },
  ],
];

/** Ends a session on A after B has cached it as live; A refuses at once. Returns B's delay to refuse, in ms. */
async function endOnAWatchB(a: TestContext, b: TestContext, ending: Ending, limitMs: number): Promise<number> {
  const account = await signUpAndLogin(a);
  const doomed = await ending.prepare(a, account);
  expect(await status(b, doomed)).toBe(200);
  await ending.act(a, account);
  expect(await status(a, doomed)).toBe(401);
  return msUntilRefused(b, doomed, limitMs);
}

describe("sessions without Redis: each instance caches live sessions for SESSION_CACHE_SECONDS", () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({ SESSION_CACHE_SECONDS: 1 });
  });
  afterAll(() => pair.close());

  it.each(endings)("%s: refused at once where it happened, on the other instance within the TTL", async (_name, ending) => {
    const onB = await endOnAWatchB(pair.a, pair.b, ending, 2500);
    expect(onB).toBeLessThanOrEqual(1000 + 100);
  });

  it("refuses on the other instance once the TTL has passed, even if it had cached the session as live", async () => {
    const { a, b } = pair;
    const account = await signUpAndLogin(a);
    expect(await status(b, account.headers)).toBe(200);
    await a.app.inject({ method: "POST", url: "/api/logout", payload: { refresh_token: account.refreshToken } });
    expect(await status(a, account.headers)).toBe(401);
    await delay(1100);
    expect(await status(b, account.headers)).toBe(401);
  });
});

describe.runIf(hasRedisServer)("sessions with Redis: revocations reach every instance at once", () => {
  let redis: PrivateRedis;
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    redis = await PrivateRedis.start();
    // A TTL of a minute: only the published revocation can explain a refusal within a second.
    pair = await twoInstances({ REDIS_URL: redis.url, SESSION_CACHE_SECONDS: 60 });
  });
  afterAll(async () => {
    await pair?.close();
    await redis?.stop();
  });

  it.each(endings)("%s: the other instance refuses at once the token it had cached as live", async (_name, ending) => {
    const onB = await endOnAWatchB(pair.a, pair.b, ending, 1000);
    expect(onB).toBeLessThan(1000);
  });

  it("a Redis fault neither fails a request nor signs anyone out; when Redis is back, missed revocations apply", async () => {
    const { a, b } = pair;
    const staying = await signUpAndLogin(a);
    const leaving = await signUpAndLogin(a);
    await Promise.all([staying.headers, leaving.headers].map(async (h) => expect(await status(b, h)).toBe(200)));

    await redis.stop();
    expect(await status(a, staying.headers)).toBe(200);
    expect(await status(b, staying.headers)).toBe(200);
    const logout = await a.app.inject({ method: "POST", url: "/api/logout", payload: { refresh_token: leaving.refreshToken } });
    expect(logout.statusCode).toBe(200);
    expect(await status(a, leaving.headers)).toBe(401);

    // Back: B reconnects (ioredis retries every ≤ 2 s), forgets its live entries and asks the database.
    await redis.start();
    expect(await msUntilRefused(b, leaving.headers, 6000)).toBeLessThan(6000);
    expect(await status(b, staying.headers)).toBe(200);
  });
});
