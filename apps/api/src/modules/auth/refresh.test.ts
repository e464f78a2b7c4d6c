import { MSG } from "@portal/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { signUpAndLogin } from "../../../test/signup";
import { refresh_token } from "../../db/schema/index";
import { sha256Hex } from "../../lib/secret-tokens";

describe("POST /api/refresh", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const refresh = (token: string) => ctx.app.inject({ method: "POST", url: "/api/refresh", payload: { refresh_token: token } });

  it("keeps only the SHA-256 of the refresh token", async () => {
    const account = await signUpAndLogin(ctx);
    const rows = await ctx.app.db.select().from(refresh_token).where(eq(refresh_token.usuario_id, account.userId));
    expect(rows.map((r) => r.token_hash)).toContain(sha256Hex(account.refreshToken));
    expect(JSON.stringify(rows)).not.toContain(account.refreshToken);
    const row = rows.find((r) => r.token_hash === sha256Hex(account.refreshToken))!;
    const days = (row.expires_at.getTime() - row.created_at.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 1);
  });

  it("rotates: a new pair comes back and the old refresh token is refused afterwards", async () => {
    const account = await signUpAndLogin(ctx);
    const first = await refresh(account.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.user_id).toBe(account.userId);
    expect(next.refresh_token).not.toBe(account.refreshToken);
    expect(ctx.app.jwt.verify<{ sub: string }>(next.access_token).sub).toBe(String(account.userId));

    const reused = await refresh(account.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: MSG.sessionExpired });
  });

  const persona = (token: string) => ctx.app.inject({ method: "GET", url: "/api/persona", headers: { authorization: `Bearer ${token}` } });

  it("keeps the session: the new access token carries the same sid, and the earlier one keeps working", async () => {
    const account = await signUpAndLogin(ctx);
    const next = (await refresh(account.refreshToken)).json();
    const sid = (token: string) => ctx.app.jwt.decode<{ sid: number }>(token)!.sid;
    expect(sid(next.access_token)).toBe(sid(account.accessToken));
    expect((await persona(account.accessToken)).statusCode).toBe(200);
    expect((await persona(next.access_token)).statusCode).toBe(200);
  });

  it("treats reuse of a spent token as theft: every session ends, access tokens included", async () => {
    const account = await signUpAndLogin(ctx);
    const rotated = (await refresh(account.refreshToken)).json();
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await persona(rotated.access_token)).statusCode).toBe(401);
    expect((await persona(account.accessToken)).statusCode).toBe(401);
  });

  it("refuses an unknown token", async () => {
    const res = await refresh("no-es-un-token-valido");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.sessionExpired });
  });

  it("refuses an expired token", async () => {
    const account = await signUpAndLogin(ctx);
    await ctx.app.db
      .update(refresh_token)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(refresh_token.token_hash, sha256Hex(account.refreshToken)));
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
  });

  it("answers 422 without a token", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/refresh", payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.refresh_token).toEqual([MSG.sessionExpired]);
  });
});
