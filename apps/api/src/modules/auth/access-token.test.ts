import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Account, signUpAndLogin } from "../../../test/signup";
import { usuario } from "../../db/schema/index";

/** An HS256 JWT signed with any secret and any claims, as an attacker or a stale client would send it. */
function signJwt(claims: Record<string, unknown>, secret: string): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const head = `${enc({ alg: "HS256", typ: "JWT" })}.${enc(claims)}`;
  return `${head}.${createHmac("sha256", secret).update(head).digest("base64url")}`;
}

describe("access tokens on a protected route", () => {
  let ctx: TestContext;
  let account: Account;
  let hashBefore: string;
  let otherSid: number;
  beforeAll(async () => {
    ctx = await buildTestApp();
    account = await signUpAndLogin(ctx);
    otherSid = ctx.app.jwt.decode<{ sid: number }>((await signUpAndLogin(ctx)).accessToken)!.sid;
    hashBefore = (await ctx.app.db.select().from(usuario).where(eq(usuario.id, account.userId)))[0].password_hash;
  });
  afterAll(() => ctx.close());

  const now = () => Math.floor(Date.now() / 1000);
  const call = (authorization?: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/usuario/password",
      headers: authorization ? { authorization } : {},
      payload: { password_actual: account.password, password: "Intento-De-Cambio-1" },
    });
  const sidOf = (token: string) => ctx.app.jwt.decode<{ sid: number }>(token)!.sid;

  it.each([
    ["no token", () => undefined],
    ["a malformed token", () => "Bearer abc.def.ghi"],
    ["a token forged with another secret", () => `Bearer ${signJwt({ sub: String(account.userId), nit: account.nit, iat: now(), exp: now() + 900 }, "otro-secreto-otro-secreto-otro-secreto-000")}`],
    ["an expired token", () => `Bearer ${signJwt({ sub: String(account.userId), nit: account.nit, iat: now() - 1000, exp: now() - 100 }, ctx.config.JWT_SECRET)}`],
    ["an unsigned token", () => `Bearer ${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(JSON.stringify({ sub: String(account.userId) })).toString("base64url")}.`],
    ["the refresh token instead of the access token", () => `Bearer ${account.refreshToken}`],
    // Signed before sessions existed: valid signature, no session to check.
    ["a token without a session id", () => `Bearer ${signJwt({ sub: String(account.userId), nit: account.nit, iat: now(), exp: now() + 900 }, ctx.config.JWT_SECRET)}`],
    ["a token whose session does not exist", () => `Bearer ${signJwt({ sub: String(account.userId), nit: account.nit, sid: 2_000_000_000, iat: now(), exp: now() + 900 }, ctx.config.JWT_SECRET)}`],
    ["a token naming another user's session", () => `Bearer ${signJwt({ sub: String(account.userId), nit: account.nit, sid: otherSid, iat: now(), exp: now() + 900 }, ctx.config.JWT_SECRET)}`],
  ])("answers 401 with %s and changes nothing", async (_case, header) => {
    const res = await call(header());
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
    const [row] = await ctx.app.db.select().from(usuario).where(eq(usuario.id, account.userId));
    expect(row.password_hash).toBe(hashBefore);
  });

  it("accepts a valid token of a live session signed with the app's secret", async () => {
    const sid = sidOf(account.accessToken);
    const token = signJwt({ sub: String(account.userId), nit: account.nit, sid, iat: now(), exp: now() + 60 }, ctx.config.JWT_SECRET);
    expect((await call(`Bearer ${token}`)).statusCode).toBe(200);
  });
});
