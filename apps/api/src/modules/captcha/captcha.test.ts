import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { solveCaptcha } from "../../../test/captcha";

describe("GET /api/captcha/*", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it("tells the web to show the ALTCHA widget by default", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/captcha/config" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: "altcha" });
  });

  it("answers a fresh, uncached challenge with the configured cost", async () => {
    const a = await ctx.app.inject({ method: "GET", url: "/api/captcha/challenge" });
    const b = await ctx.app.inject({ method: "GET", url: "/api/captcha/challenge" });
    expect(a.statusCode).toBe(200);
    expect(a.headers["cache-control"]).toBe("no-store");
    expect(a.json()).toMatchObject({ algorithm: "SHA-256", maxnumber: 1000 });
    expect(a.json().salt).not.toBe(b.json().salt);
  });

  it("produces challenges a client can solve", async () => {
    const payload = await solveCaptcha(ctx.app);
    expect(JSON.parse(Buffer.from(payload, "base64").toString("utf8"))).toHaveProperty("number");
  });
});

describe("GET /api/captcha/* with reCAPTCHA configured", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ RECAPTCHA_SECRET: "secret", RECAPTCHA_SITE_KEY: "site-key-123" });
  });
  afterAll(() => ctx.close());

  it("hands out the site key", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/captcha/config" });
    expect(res.json()).toEqual({ provider: "recaptcha", site_key: "site-key-123" });
  });

  it("has no ALTCHA challenge", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/captcha/challenge" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/reCAPTCHA/);
  });
});
