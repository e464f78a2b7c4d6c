import { MSG } from "@portal/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { randomNit } from "../../../test/carrier";
import { solveCaptcha } from "../../../test/captcha";
import { randomIp, signUpAndLogin } from "../../../test/signup";

describe("POST /api/authenticate", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const login = (payload: Record<string, unknown>, remoteAddress = randomIp()) =>
    ctx.app.inject({ method: "POST", url: "/api/authenticate", remoteAddress, payload });

  it("answers the spec's login response; the access token opens protected routes", async () => {
    const account = await signUpAndLogin(ctx);
    const res = await login({ nit: account.nit, password: account.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["access_token", "refresh_token", "user_id"]);
    expect(body.user_id).toBe(account.userId);
    expect(Buffer.from(body.refresh_token, "base64url").length).toBeGreaterThanOrEqual(32);
    const payload = ctx.app.jwt.verify<{ sub: string; nit: string; exp: number; iat: number }>(body.access_token);
    expect(payload).toMatchObject({ sub: String(account.userId), nit: account.nit });
    expect(payload.exp - payload.iat).toBe(15 * 60);
    const protectedCall = await ctx.app.inject({
      method: "GET",
      url: "/api/persona",
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(protectedCall.statusCode).toBe(200);
  });

  it("accepts the NIT with a dash and a lower-case k", async () => {
    const nit = randomNit();
    const account = await signUpAndLogin(ctx, { nit });
    const typed = `${nit.slice(0, -1)}-${nit.slice(-1).toLowerCase()}`;
    expect((await login({ nit: typed, password: account.password })).statusCode).toBe(200);
  });

  it("answers the same 401 for an unknown NIT and for a wrong password", async () => {
    const account = await signUpAndLogin(ctx);
    const wrongPassword = await login({ nit: account.nit, password: `${account.password}x` });
    const unknownNit = await login({ nit: randomNit(), password: account.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownNit.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: MSG.invalidCredentials });
    expect(unknownNit.body).toBe(wrongPassword.body);
  });

  it("takes about as long for an unknown NIT as for a wrong password (no timing oracle)", async () => {
    const account = await signUpAndLogin(ctx);
    const timed = async (payload: Record<string, unknown>) => {
      const start = performance.now();
      expect((await login(payload)).statusCode).toBe(401);
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      wrong.push(await timed({ nit: account.nit, password: "incorrecta-123" }));
      unknown.push(await timed({ nit: randomNit(), password: "incorrecta-123" }));
    }
    // Without the throwaway hash an unknown NIT answers in a few percent of the time.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.3);
  });

  it.each([
    ["no NIT", { password: "algo-secreto" }, "nit"],
    ["an empty NIT", { nit: " ", password: "algo-secreto" }, "nit"],
    ["no password", { nit: "576937K" }, "password"],
  ])("answers 422 for %s", async (_case, payload, field) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([MSG.loginRequired]);
  });

  const fail = (nit: string, remoteAddress = randomIp(), extra: Record<string, unknown> = {}) =>
    login({ nit, password: "incorrecta-123", ...extra }, remoteAddress);

  it("after 5 failures for a NIT from anywhere asks for the bot check instead of locking the owner out", async () => {
    const owner = await signUpAndLogin(ctx);
    const ownerIp = randomIp();
    // An attacker guesses from four addresses: plain 401s, then the fifth failure announces the bot check.
    for (let i = 0; i < 4; i++) expect((await fail(owner.nit)).json()).toEqual({ message: MSG.invalidCredentials });
    const fifth = await fail(owner.nit);
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toEqual({ message: MSG.invalidCredentials, captcha_requerido: true });

    // Without a solution no password is tested, not even the right one.
    const unsolved = await login({ nit: owner.nit, password: owner.password }, ownerIp);
    expect(unsolved.statusCode).toBe(401);
    expect(unsolved.json()).toEqual({ message: MSG.loginCaptchaRequired, captcha_requerido: true });
    const forged = await login({ nit: owner.nit, password: owner.password, "g-recaptcha-response": "bm8tZXMtdW5hLXNvbHVjaW9u" }, ownerIp);
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toEqual({
      message: MSG.captchaFailed,
      errors: { "g-recaptcha-response": [MSG.captchaFailed] },
      captcha_requerido: true,
    });
    // The attacker keeps going from yet more addresses; each guess now costs a solved bot check.
    expect((await fail(owner.nit, randomIp(), { "g-recaptcha-response": await solveCaptcha(ctx.app) })).json()).toEqual({
      message: MSG.invalidCredentials,
      captcha_requerido: true,
    });

    // The owner solves it and is in.
    const solved = await login({ nit: owner.nit, password: owner.password, "g-recaptcha-response": await solveCaptcha(ctx.app) }, ownerIp);
    expect(solved.statusCode).toBe(200);
    expect(Object.keys(solved.json()).sort()).toEqual(["access_token", "refresh_token", "user_id"]);
  });

  it("treats an unknown NIT the same way (no hint that an account exists)", async () => {
    const nit = randomNit();
    for (let i = 0; i < 4; i++) await fail(nit);
    expect((await fail(nit)).json()).toEqual({ message: MSG.invalidCredentials, captcha_requerido: true });
    expect((await fail(nit)).json()).toEqual({ message: MSG.loginCaptchaRequired, captcha_requerido: true });
  });

  it("refuses one address after 10 failures for a NIT (429 with Retry-After, even with the right password); other addresses go on", async () => {
    const owner = await signUpAndLogin(ctx);
    const attackerIp = randomIp();
    for (let i = 0; i < 10; i++) {
      const captcha = i >= 5 ? { "g-recaptcha-response": await solveCaptcha(ctx.app) } : {};
      expect((await fail(owner.nit, attackerIp, captcha)).statusCode).toBe(401);
    }
    const blocked = await login({ nit: owner.nit, password: owner.password, "g-recaptcha-response": await solveCaptcha(ctx.app) }, attackerIp);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json()).toEqual({ message: `Demasiados intentos. Intente de nuevo en ${retryAfter} segundos.`, captcha_requerido: true });
    const elsewhere = await login({ nit: owner.nit, password: owner.password, "g-recaptcha-response": await solveCaptcha(ctx.app) });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("forgets an address's failures once the owner signs in from it", async () => {
    const owner = await signUpAndLogin(ctx);
    const ownerIp = randomIp();
    for (let i = 0; i < 4; i++) await fail(owner.nit, ownerIp);
    expect((await login({ nit: owner.nit, password: owner.password }, ownerIp)).statusCode).toBe(200);
    // Four more typos: still below the bot-check threshold, since the first four were forgotten.
    for (let i = 0; i < 4; i++) expect((await fail(owner.nit, ownerIp)).json()).toEqual({ message: MSG.invalidCredentials });
  });

  it("limits attempts per IP (20 a minute), whatever the NIT, with Retry-After", async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++) expect((await login({ nit: randomNit(), password: "incorrecta-123" }, ip)).statusCode).toBe(401);
    const blocked = await login({ nit: randomNit(), password: "incorrecta-123" }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await login({ nit: randomNit(), password: "incorrecta-123" })).statusCode).toBe(401);
  });
});
