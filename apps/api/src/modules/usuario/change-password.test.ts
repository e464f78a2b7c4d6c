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

  const change = (account: Account, payload: Record<string, unknown>, headers = account.headers) =>
    ctx.app.inject({ method: "POST", url: "/api/usuario/password", headers, payload });
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

  it("signs out the other sessions and hands this client a fresh one", async () => {
    const account = await signUpAndLogin(ctx);
    const otherDevice = (await login(account.nit, account.password)).json();
    const res = await change(account, { password: "Otra-Clave-Larga-77" });
    expect(res.statusCode).toBe(200);
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
    expect((await refresh(otherDevice.refresh_token)).statusCode).toBe(401);
    expect((await refresh(res.json().refresh_token)).statusCode).toBe(200);
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
