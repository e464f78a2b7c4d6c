import { createChallenge, verifySolution } from "altcha-lib";
import { lt } from "drizzle-orm";
import fp from "fastify-plugin";
import type { ResolvedConfig } from "../config";
import { MSG } from "@portal/domain/messages";
import { captcha_usado } from "../db/schema/index";
import { invalidField } from "../lib/errors";

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

declare module "fastify" {
  interface FastifyInstance {
    captcha: {
      provider: "altcha" | "recaptcha";
      /** True when the `g-recaptcha-response` value proves a human (or a solved proof of work). */
      verify(token: string | undefined, ip?: string): Promise<boolean>;
      /** Throws a 422 on `g-recaptcha-response` unless `verify` passes. */
      require(token: string | undefined, ip?: string): Promise<void>;
      /** A new ALTCHA challenge (only with the ALTCHA provider). */
      challenge(): Promise<unknown>;
    };
  }
}

/**
 * Bot check. Default: ALTCHA, a self-hosted proof of work that works offline; each solution is
 * accepted once. With RECAPTCHA_SECRET set: Google reCAPTCHA's siteverify.
 */
export default fp<{ config: ResolvedConfig }>(async (app, { config }) => {
  // The HMAC key only needs to outlive a challenge; the JWT secret is already a stable secret, shared by
  // every instance (given, or kept in the database), so a challenge from one verifies on another.
  const hmacKey = `altcha:${config.JWT_SECRET}`;

  async function verifyAltcha(token: string): Promise<boolean> {
    let ok = false;
    try {
      ok = await verifySolution(token, hmacKey, true);
    } catch {
      return false;
    }
    if (!ok) return false;
    const payload = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as { signature: string };
    await app.db.delete(captcha_usado).where(lt(captcha_usado.expires_at, new Date()));
    const inserted = await app.db
      .insert(captcha_usado)
      .values({ firma: payload.signature.slice(0, 128), expires_at: new Date(Date.now() + CHALLENGE_TTL_MS) })
      .onConflictDoNothing()
      .returning();
    return inserted.length === 1;
  }

  async function verifyRecaptcha(token: string, ip?: string): Promise<boolean> {
    const body = new URLSearchParams({ secret: config.RECAPTCHA_SECRET!, response: token, ...(ip ? { remoteip: ip } : {}) });
    try {
      const res = await fetch("https://www.google.com/recaptcha/api/siteverify", { method: "POST", body });
      const json = (await res.json()) as { success?: boolean };
      return json.success === true;
    } catch (err) {
      app.log.error({ err }, "reCAPTCHA verification failed");
      return false;
    }
  }

  async function verify(token: string | undefined, ip?: string) {
    if (!token || typeof token !== "string" || token.length > 4000) return false;
    return config.RECAPTCHA_SECRET ? verifyRecaptcha(token, ip) : verifyAltcha(token);
  }

  app.decorate("captcha", {
    provider: config.RECAPTCHA_SECRET ? "recaptcha" : "altcha",
    verify,
    async require(token, ip) {
      if (!token) throw invalidField("g-recaptcha-response", MSG.captchaRequired);
      if (!(await verify(token, ip))) throw invalidField("g-recaptcha-response", MSG.captchaFailed);
    },
    challenge: () =>
      createChallenge({ hmacKey, maxNumber: config.ALTCHA_MAX_NUMBER, expires: new Date(Date.now() + CHALLENGE_TTL_MS) }),
  });
});
