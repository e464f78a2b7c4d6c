import { z } from "zod";
import { emailField, nitField } from "./fields";
import { MSG } from "./messages";
import { normalizeNit } from "./nit";
import { captchaField } from "./fields";

/** Account requests and answers: the API validates with these, the web forms reuse them. */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A new password: 8 to 128 characters. The API also refuses common passwords and the NIT itself. */
export const passwordField = (missing: string = MSG.passwordTooShort) =>
  z
    .string({ error: missing })
    .min(1, { error: missing, abort: true })
    .min(PASSWORD_MIN, { error: MSG.passwordTooShort })
    .max(PASSWORD_MAX, { error: MSG.passwordTooLong });

/** True when the password is the NIT itself (dashes, spaces and case ignored). */
export function passwordIsNit(password: string, nit: string): boolean {
  return normalizeNit(password) === normalizeNit(nit);
}

const accountEmail = emailField().transform((v) => v.toLowerCase());

type Issue = { path: string; message: string };
/** Adds the object-level issues (they run only once every field is valid). */
function refineWith(check: (value: Record<string, unknown>) => Issue | undefined) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const issue = check(value);
    if (issue) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  };
}

const notTheNit = refineWith((v) =>
  passwordIsNit(String(v.password), String(v.nit)) ? { path: "password", message: MSG.passwordIsNit } : undefined,
);

const confirmed = refineWith((v) =>
  v.password_confirmation !== undefined && v.password_confirmation !== v.password
    ? { path: "password_confirmation", message: MSG.passwordMismatch }
    : undefined,
);

/** POST /api/usuario. `signupFields` is the plain object, for forms that `pick` or `extend`. */
export const signupFields = z.object({
  nit: nitField,
  email: accountEmail,
  password: passwordField(),
  "g-recaptcha-response": captchaField,
});
export const signupSchema = signupFields.superRefine(notTheNit);

/** POST /api/authenticate. The NIT is not checked for format here: a wrong one is just wrong credentials. */
export const loginSchema = z.object({
  nit: z
    .string({ error: MSG.loginRequired })
    .trim()
    .min(1, { error: MSG.loginRequired })
    .max(20, { error: MSG.invalidCredentials, abort: true })
    .transform((v) => normalizeNit(v)),
  password: z
    .string({ error: MSG.loginRequired })
    .min(1, { error: MSG.loginRequired })
    .max(PASSWORD_MAX, { error: MSG.invalidCredentials }),
  /** Needed only after repeated failures for this NIT: the answer then says `captcha_requerido: true`. */
  "g-recaptcha-response": z.string().max(4000, { error: MSG.captchaFailed }).optional(),
});

/** A refused login (401, 422 or 429): `captcha_requerido` tells the client to show the bot check. */
export const loginErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  captcha_requerido: z.boolean().optional(),
});

/** POST /api/password/email/nit. */
export const forgotSchema = z.object({ email: accountEmail, nit: nitField });

/** POST /api/password/reset. */
export const resetFields = z.object({
  email: accountEmail,
  token: z.string({ error: MSG.allRequired }).trim().min(1, { error: MSG.allRequired }).max(200, { error: MSG.resetFailed }),
  nit: nitField,
  password: passwordField(MSG.allRequired),
  password_confirmation: z
    .string({ error: MSG.allRequired })
    .min(1, { error: MSG.allRequired })
    .max(PASSWORD_MAX, { error: MSG.passwordMismatch }),
});
export const resetSchema = resetFields.superRefine(confirmed).superRefine(notTheNit);

/**
 * POST /api/usuario/password (logged in). The current password is required (a stolen access token
 * alone cannot change it); the confirmation is optional and, when sent, must match.
 */
export const changePasswordFields = z.object({
  password_actual: z
    .string({ error: MSG.currentPasswordRequired })
    .min(1, { error: MSG.currentPasswordRequired })
    .max(PASSWORD_MAX, { error: MSG.currentPasswordWrong }),
  password: passwordField(MSG.passwordBoth),
  password_confirmation: z.string().max(PASSWORD_MAX, { error: MSG.passwordMismatch }).optional(),
});
export const changePasswordSchema = changePasswordFields.superRefine(confirmed);

/** POST /api/refresh and POST /api/logout. */
export const refreshSchema = z.object({
  refresh_token: z.string({ error: MSG.sessionExpired }).min(1, { error: MSG.sessionExpired }).max(200, { error: MSG.sessionExpired }),
});

/** The login answer the web stores (spec part 3). */
export const loginResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user_id: z.number().int(),
});

export const usuarioSchema = z.object({ id: z.number().int(), nit: z.string(), email: z.string() });

export type SignupInput = z.input<typeof signupSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type ForgotInput = z.input<typeof forgotSchema>;
export type ResetInput = z.input<typeof resetSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type Usuario = z.infer<typeof usuarioSchema>;
