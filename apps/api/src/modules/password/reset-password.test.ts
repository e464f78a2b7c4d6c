import { MSG } from "@portal/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { randomIp, signUpAndLogin, type Account } from "../../../test/signup";
import { decodeQuotedPrintable, resetLinkIn, startSmtpServer } from "../../../test/smtp";
import { password_reset, usuario } from "../../db/schema/index";
import { sha256Hex } from "../../lib/secret-tokens";

describe("password reset through a real mail", () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await buildTestApp({ MAIL_URL: smtp.url, PUBLIC_URL: "https://portal.example.gt" });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const post = (url: string, payload: Record<string, unknown>) => ctx.app.inject({ method: "POST", url, remoteAddress: randomIp(), payload });
  const forgot = (account: Pick<Account, "email" | "nit">) => post("/api/password/email/nit", { email: account.email, nit: account.nit });
  const reset = (payload: Record<string, unknown>) => post("/api/password/reset", payload);
  const login = (nit: string, password: string) => post("/api/authenticate", { nit, password });
  const hashOf = async (id: number) => (await ctx.app.db.select().from(usuario).where(eq(usuario.id, id)))[0].password_hash;

  /** Asks for the mail and reads the token and the e-mail back out of the link, as the web page does. */
  async function mailedLink(account: Account) {
    expect((await forgot(account)).statusCode).toBe(200);
    const mail = await smtp.next();
    const link = resetLinkIn(mail.raw);
    return { mail, link, token: link.searchParams.get("token")!, email: Buffer.from(link.searchParams.get("email")!, "base64").toString("utf8") };
  }

  it("mails a link, resets once, and the new password logs in", async () => {
    const account = await signUpAndLogin(ctx);
    const res = await post("/api/password/email/nit", { email: account.email.toUpperCase(), nit: `${account.nit.slice(0, -1)}-${account.nit.slice(-1)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.resetMailSent });

    const mail = await smtp.next();
    expect(mail.to).toEqual([account.email]);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain(`restablecer la contraseña de la cuenta con NIT ${account.nit}`);
    expect(text).toContain("vence en 60 minutos");
    const link = resetLinkIn(mail.raw);
    expect(`${link.origin}${link.pathname}`).toBe("https://portal.example.gt/form/reset");
    const token = link.searchParams.get("token")!;
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const email = Buffer.from(link.searchParams.get("email")!, "base64").toString("utf8");
    expect(email).toBe(account.email);

    const [stored] = await ctx.app.db.select().from(password_reset).where(eq(password_reset.usuario_id, account.userId));
    expect(stored.token_hash).toBe(sha256Hex(token));
    expect((stored.expires_at.getTime() - Date.now()) / 60_000).toBeGreaterThan(59);
    expect((stored.expires_at.getTime() - Date.now()) / 60_000).toBeLessThanOrEqual(60);

    const body = { email, token, nit: account.nit, password: "Nueva-Clave-De-Ruta-5", password_confirmation: "Nueva-Clave-De-Ruta-5" };
    const done = await reset(body);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: MSG.resetDone });
    expect((await login(account.nit, "Nueva-Clave-De-Ruta-5")).statusCode).toBe(200);
    expect((await login(account.nit, account.password)).statusCode).toBe(401);

    // Every earlier session is over, and the link is spent.
    const refreshed = await post("/api/refresh", { refresh_token: account.refreshToken });
    expect(refreshed.statusCode).toBe(401);
    const again = await reset({ ...body, password: "Tercera-Clave-Larga-6", password_confirmation: "Tercera-Clave-Larga-6" });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: MSG.resetFailed, errors: { token: [MSG.resetFailed] } });
    expect((await login(account.nit, "Nueva-Clave-De-Ruta-5")).statusCode).toBe(200);
  });

  it("refuses an expired link", async () => {
    const account = await signUpAndLogin(ctx);
    const { token, email } = await mailedLink(account);
    await ctx.app.db.update(password_reset).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(password_reset.usuario_id, account.userId));
    const before = await hashOf(account.userId);
    const res = await reset({ email, token, nit: account.nit, password: "Clave-Vencida-123", password_confirmation: "Clave-Vencida-123" });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.resetFailed);
    expect(await hashOf(account.userId)).toBe(before);
  });

  it("refuses a link used with another account's NIT and e-mail", async () => {
    const victim = await signUpAndLogin(ctx);
    const attacker = await signUpAndLogin(ctx);
    const { token } = await mailedLink(attacker);
    const before = await hashOf(victim.userId);
    const res = await reset({ email: victim.email, token, nit: victim.nit, password: "Toma-De-Cuenta-99", password_confirmation: "Toma-De-Cuenta-99" });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.resetFailed);
    expect(await hashOf(victim.userId)).toBe(before);
  });

  it("keeps only the newest link valid", async () => {
    const account = await signUpAndLogin(ctx);
    const first = await mailedLink(account);
    const second = await mailedLink(account);
    const body = { email: account.email, nit: account.nit, password: "Ultimo-Enlace-321", password_confirmation: "Ultimo-Enlace-321" };
    expect((await reset({ ...body, token: first.token })).statusCode).toBe(422);
    expect((await reset({ ...body, token: second.token })).statusCode).toBe(200);
  });

  it.each([
    ["passwords that do not match", { password_confirmation: "Otra-Cosa-Distinta-1" }, "password_confirmation", MSG.passwordMismatch],
    ["a missing token", { token: undefined }, "token", MSG.allRequired],
    ["a common password", { password: "sunshine", password_confirmation: "sunshine" }, "password", MSG.passwordCommon],
    ["a short password", { password: "corta", password_confirmation: "corta" }, "password", MSG.passwordTooShort],
  ])("answers 422 for %s and leaves the link usable", async (_case, change, field, message) => {
    const account = await signUpAndLogin(ctx);
    const { token, email } = await mailedLink(account);
    const body = { email, token, nit: account.nit, password: "Clave-Correcta-456", password_confirmation: "Clave-Correcta-456" };
    const before = await hashOf(account.userId);
    const res = await reset({ ...body, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect(await hashOf(account.userId)).toBe(before);
    expect((await reset(body)).statusCode).toBe(200);
  });

  it("sends nothing when the NIT and e-mail do not belong together, yet answers the same", async () => {
    const account = await signUpAndLogin(ctx);
    const other = await signUpAndLogin(ctx);
    const known = await forgot(account);
    const mismatched = await forgot({ email: other.email, nit: account.nit });
    expect(mismatched.statusCode).toBe(200);
    expect(mismatched.body).toBe(known.body);
    await smtp.next(); // the one mail, for the matching pair
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.pending()).toBe(0);
    expect(await ctx.app.db.select().from(password_reset).where(eq(password_reset.usuario_id, other.userId))).toHaveLength(0);
  });
});
