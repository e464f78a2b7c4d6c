import { z } from "zod";

/** GET /api/captcha/config: which bot-check widget the web shows. */
export const captchaConfigSchema = z.object({
  provider: z.enum(["altcha", "recaptcha"]),
  site_key: z.string().optional(),
});

/** GET /api/captcha/challenge: an ALTCHA proof-of-work challenge, as the ALTCHA widget expects it. */
export const altchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;
