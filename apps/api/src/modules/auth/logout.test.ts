import { MSG } from "@portal/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { signUpAndLogin } from "../../../test/signup";
import { refresh_token } from "../../db/schema/index";
import { sha256Hex } from "../../lib/secret-tokens";

describe("POST /api/logout", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const logout = (token: string) => ctx.app.inject({ method: "POST", url: "/api/logout", payload: { refresh_token: token } });

  it("revokes the refresh token; it no longer refreshes", async () => {
    const account = await signUpAndLogin(ctx);
    const res = await logout(account.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.loggedOut });
    const rows = await ctx.app.db.select().from(refresh_token).where(eq(refresh_token.token_hash, sha256Hex(account.refreshToken)));
    expect(rows).toHaveLength(0);
    const refreshed = await ctx.app.inject({ method: "POST", url: "/api/refresh", payload: { refresh_token: account.refreshToken } });
    expect(refreshed.statusCode).toBe(401);
  });

  it("ends the session's access tokens at once, and leaves the account's other sessions alone", async () => {
    const account = await signUpAndLogin(ctx);
    const other = await ctx.app.inject({ method: "POST", url: "/api/authenticate", payload: { nit: account.nit, password: account.password } });
    const persona = (token: string) => ctx.app.inject({ method: "GET", url: "/api/persona", headers: { authorization: `Bearer ${token}` } });
    expect((await persona(account.accessToken)).statusCode).toBe(200);
    await logout(account.refreshToken);
    const refused = await persona(account.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: MSG.sessionExpired });
    expect((await persona(other.json().access_token)).statusCode).toBe(200);
    const refreshed = await ctx.app.inject({ method: "POST", url: "/api/refresh", payload: { refresh_token: other.json().refresh_token } });
    expect(refreshed.statusCode).toBe(200);
  });

  it("is idempotent: a second logout and an unknown token both answer 200", async () => {
    const account = await signUpAndLogin(ctx);
    expect((await logout(account.refreshToken)).statusCode).toBe(200);
    expect((await logout(account.refreshToken)).statusCode).toBe(200);
    expect((await logout("desconocido")).statusCode).toBe(200);
  });
});
