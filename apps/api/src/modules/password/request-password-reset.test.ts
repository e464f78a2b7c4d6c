import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MSG } from "@portal/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { randomNit } from "../../../test/carrier";
import { randomIp, signUpAndLogin } from "../../../test/signup";
import { resetLinkIn } from "../../../test/smtp";

describe("POST /api/password/email/nit without MAIL_URL", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const forgot = (payload: Record<string, unknown>, remoteAddress = randomIp()) =>
    ctx.app.inject({ method: "POST", url: "/api/password/email/nit", remoteAddress, payload });
  const outbox = () => path.join(ctx.config.DATA_DIR, "outbox");
  const outboxFiles = () => (existsSync(outbox()) ? readdirSync(outbox()).filter((f) => f.endsWith(".eml")) : []);

  async function waitForMail(count: number) {
    for (let i = 0; i < 100 && outboxFiles().length < count; i++) await new Promise((r) => setTimeout(r, 50));
    return outboxFiles();
  }

  it("writes the mail as an .eml file in DATA_DIR/outbox, with a working link", async () => {
    const account = await signUpAndLogin(ctx);
    const res = await forgot({ email: account.email, nit: account.nit });
    expect(res.statusCode).toBe(200);
    const files = await waitForMail(1);
    expect(files).toHaveLength(1);
    const raw = readFileSync(path.join(outbox(), files[0]), "utf8");
    expect(raw).toContain(`To: ${account.email}`);
    const link = resetLinkIn(raw);
    expect(link.origin).toBe(ctx.config.PUBLIC_URL);
    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/password/reset",
      payload: {
        email: Buffer.from(link.searchParams.get("email")!, "base64").toString("utf8"),
        token: link.searchParams.get("token"),
        nit: account.nit,
        password: "Desde-El-Buzon-42",
        password_confirmation: "Desde-El-Buzon-42",
      },
    });
    expect(reset.statusCode).toBe(200);
  });

  it("answers the same for an account that does not exist", async () => {
    const res = await forgot({ email: "nadie@example.com", nit: randomNit() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.resetMailSent });
  });

  it.each([
    ["an invalid NIT", { email: "a@example.com", nit: "1234567" }, "nit", MSG.nitInvalid],
    ["an invalid e-mail", { email: "sin-arroba", nit: "576937K" }, "email", MSG.emailInvalid],
  ])("answers 422 for %s", async (_case, payload, field, message) => {
    const res = await forgot(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it("limits requests per NIT (3 in 15 minutes), whatever the IP", async () => {
    const nit = randomNit();
    for (let i = 0; i < 3; i++) expect((await forgot({ email: "x@example.com", nit })).statusCode).toBe(200);
    const blocked = await forgot({ email: "x@example.com", nit });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(800);
    expect((await forgot({ email: "x@example.com", nit: randomNit() })).statusCode).toBe(200);
  });

  it("limits requests per IP (10 in 15 minutes)", async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await forgot({ email: "x@example.com", nit: randomNit() }, ip)).statusCode).toBe(200);
    const blocked = await forgot({ email: "x@example.com", nit: randomNit() }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });
});
