import { MSG } from "@portal/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Account, signUpAndLogin } from "../../../test/signup";
import { usuario } from "../../db/schema/index";

describe("POST /api/usuario/password", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  /** Sends the account's current password unless the payload says otherwise. */
  const change = (account: Account, payload: Record<string, unknown>, headers = account.headers) =>
    ctx.app.inject({ method: "POST", url: "/api/usuario/password", headers, payload: { password_actual: account.password, ...payload } });
  const persona = (headers: { authorization: string }) => ctx.app.inject({ method: "GET", url: "/api/persona", headers });
  const login = (nit: string, password: string) =>
    ctx.app.inject({ method: "POST", url: "/api/authenticate", payload: { nit, password } });
  const refresh = (token: string) => ctx.app.inject({ method: "POST", url: "/api/refresh", payload: { refresh_token: token } });
  const hashOf = async (id: number) => (await ctx.app.db.select().from(usuario).where(eq(usuario.id, id)))[0].password_hash;

  it("changes the password: the old one stops working, the new one works", async () => {
    const account = await signUpAndLogin(ctx);
    const res = await change(account, { password: "Nueva-Ruta-Segura-9", password_confirmation: "Nueva-Ruta-Segura-9" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MSG.passwordChanged, user_id: account.userId });
    expect((await login(account.nit, account.password)).statusCode).toBe(401);
    expect((await login(account.nit, "Nueva-Ruta-Segura-9")).statusCode).toBe(200);
  });

  it("ends the other sessions at once, access tokens included, and keeps this device signed in", async () => {
    const account = await signUpAndLogin(ctx);
    const otherDevice = (await login(account.nit, account.password)).json();
    const otherHeaders = { authorization: `Bearer ${otherDevice.access_token}` };
    expect((await persona(otherHeaders)).statusCode).toBe(200);
    const res = await change(account, { password: "Otra-Clave-Larga-77" });
    expect(res.statusCode).toBe(200);
    expect((await persona(otherHeaders)).statusCode).toBe(401);
    expect((await refresh(otherDevice.refresh_token)).statusCode).toBe(401);
    // This device: its earlier refresh token is replaced, its access tokens (old and new) keep working.
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
    expect((await persona(account.headers)).statusCode).toBe(200);
    expect((await persona({ authorization: `Bearer ${res.json().access_token}` })).statusCode).toBe(200);
    expect((await refresh(res.json().refresh_token)).statusCode).toBe(200);
  });

  it("refuses a wrong current password with 422 on password_actual and changes nothing", async () => {
    const account = await signUpAndLogin(ctx);
    const otherDevice = (await login(account.nit, account.password)).json();
    const before = await hashOf(account.userId);
    const res = await change(account, { password_actual: `${account.password}x`, password: "Nueva-Ruta-Segura-9" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MSG.currentPasswordWrong, errors: { password_actual: [MSG.currentPasswordWrong] } });
    expect(await hashOf(account.userId)).toBe(before);
    expect((await persona({ authorization: `Bearer ${otherDevice.access_token}` })).statusCode).toBe(200);
    expect((await refresh(otherDevice.refresh_token)).statusCode).toBe(200);
    expect((await login(account.nit, account.password)).statusCode).toBe(200);
  });

  it("a stolen access token alone cannot change the password", async () => {
    const account = await signUpAndLogin(ctx);
    const before = await hashOf(account.userId);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/usuario/password",
      headers: account.headers,
      payload: { password: "Toma-De-Cuenta-99", password_confirmation: "Toma-De-Cuenta-99" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password_actual).toEqual([MSG.currentPasswordRequired]);
    expect(await hashOf(account.userId)).toBe(before);
    expect((await refresh(account.refreshToken)).statusCode).toBe(200);
  });

  it("limits attempts per account (5 every 15 minutes), so the current password cannot be guessed here", async () => {
    const account = await signUpAndLogin(ctx);
    for (let i = 0; i < 5; i++) {
      expect((await change(account, { password_actual: `adivina-${i}`, password: "Nueva-Ruta-Segura-9" })).statusCode).toBe(422);
    }
    const blocked = await change(account, { password: "Nueva-Ruta-Segura-9" });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await login(account.nit, account.password)).statusCode).toBe(200);
  });

  it.each([
    ["no password", {}, "password", MSG.passwordBoth],
    ["a short password", { password: "corta1" }, "password", MSG.passwordTooShort],
    ["a common password", { password: "iloveyou" }, "password", MSG.passwordCommon],
    ["a confirmation that does not match", { password: "Clave-Buena-123", password_confirmation: "Clave-Buena-124" }, "password_confirmation", MSG.passwordMismatch],
  ])("answers 422 for %s and keeps the old password", async (_case, payload, field, message) => {
    const account = await signUpAndLogin(ctx);
    const before = await hashOf(account.userId);
    const res = await change(account, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect(await hashOf(account.userId)).toBe(before);
    expect((await refresh(account.refreshToken)).statusCode).toBe(200);
  });

  it("refuses the account's own NIT as password", async () => {
    const account = await signUpAndLogin(ctx);
    const res = await change(account, { password: `${account.nit.slice(0, -1)}-${account.nit.slice(-1)}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual([MSG.passwordIsNit]);
  });

  it("needs a token", async () => {
    const account = await signUpAndLogin(ctx);
    const before = await hashOf(account.userId);
    const res = await ctx.app.inject({ method: "POST", url: "/api/usuario/password", payload: { password: "Sin-Token-1234" } });
    expect(res.statusCode).toBe(401);
    expect(await hashOf(account.userId)).toBe(before);
  });
});
