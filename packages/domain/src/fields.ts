import { z } from "zod";
import { isValidCui, normalizeCui } from "./cui";
import { EMAIL, PHONE_8, ageOn, isValidIsoDate, todayInGuatemala } from "./formats";
import { MSG } from "./messages";
import { isValidNit, normalizeNit } from "./nit";

/** Reusable zod fields with the spec's Spanish messages. Forms and routes build on these. */

export const requiredText = (max: number, message: string = MSG.required) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Máximo ${max} caracteres.` });

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres.` })
    .nullish()
    .transform((v) => (v ? v : null));

export const nitField = z
  .string({ error: MSG.nitInvalid })
  .transform(normalizeNit)
  .refine(isValidNit, { error: MSG.nitInvalid });

export const cuiField = z
  .string({ error: MSG.cuiFormat })
  .transform(normalizeCui)
  .refine(isValidCui, { error: MSG.cuiFormat });

export const emailField = (message: string = MSG.emailInvalid, max = 254) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .refine((v) => EMAIL.test(v), { error: message });

export const phone8Field = (message: string = MSG.phone8) =>
  z.string({ error: message }).trim().refine((v) => PHONE_8.test(v), { error: message });

export const isoDate = (message: string = MSG.dateInvalid) =>
  z.string({ error: message }).refine(isValidIsoDate, { error: message });

/** A date that cannot be later than today (birth dates, filing dates). */
export const pastDate = (message: string = MSG.dateInvalid) =>
  isoDate(message).refine((v) => v <= todayInGuatemala(), { error: MSG.dateInFuture });

/** A catalogue id (numbers and numeric strings from selects are both accepted). */
export const catalogueId = (message: string = MSG.required) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

export const idParam = z.object({ id: z.coerce.number().int().positive() });

export const ADULT_AGE = 18;

/** A birth date, not in the future, of someone at least 18 years old today (Guatemala time). */
export const adultBirthDate = (message: string = MSG.dateInvalid) =>
  pastDate(message).refine((v) => !isValidIsoDate(v) || ageOn(v, todayInGuatemala()) >= ADULT_AGE, {
    error: MSG.adultRequired,
  });

/** An optional e-mail: absent, null or blank becomes null; anything else must be a valid address. */
export const optionalEmail = (max = 254, message: string = MSG.emailInvalid) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .refine((v) => v === "" || EMAIL.test(v), { error: message })
    .nullish()
    .transform((v) => v || null);

/** Form selects and number inputs send "" for "nothing chosen": treat it as absent. */
export const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/** The bot-check answer (ALTCHA payload or reCAPTCHA token) travels under the name the old portal used. */
export const captchaField = z.string({ error: MSG.captchaRequired }).min(1, { error: MSG.captchaRequired });
