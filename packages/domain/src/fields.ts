import { z } from "zod";
import { isValidCui, normalizeCui } from "./cui";
import { EMAIL, PHONE_8, ageOn, isValidIsoDate, todayInGuatemala } from "./formats";
import { MSG } from "./messages";
import { isValidNit, normalizeNit } from "./nit";

/**
 * Reusable zod fields with the spec's Spanish messages. Forms and routes build on these.
 *
 * Every field checks its length first, with `abort: true`, so no pattern, normalisation or refinement
 * ever sees more than a few hundred characters (zod 4 otherwise runs every check of a failed field).
 */

/** Longest NIT or CUI as typed, spaces and dashes included ("2345 67890 1234", "1234567-8"). */
const ID_NUMBER_INPUT_MAX = 20;

/** A string of at most `max` characters; longer input fails here and no later check runs on it. */
export const boundedString = (max: number, message: string) =>
  z.string({ error: message }).max(max, { error: message, abort: true });

export const requiredText = (max: number, message: string = MSG.required) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Máximo ${max} caracteres.`, abort: true });

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres.`, abort: true })
    .nullish()
    .transform((v) => (v ? v : null));

export const nitField = boundedString(ID_NUMBER_INPUT_MAX, MSG.nitInvalid)
  .transform(normalizeNit)
  .refine(isValidNit, { error: MSG.nitInvalid });

export const cuiField = boundedString(ID_NUMBER_INPUT_MAX, MSG.cuiFormat)
  .transform(normalizeCui)
  .refine(isValidCui, { error: MSG.cuiFormat });

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

export const emailField = (message: string = MSG.emailInvalid, max = EMAIL_MAX) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message, abort: true })
    .regex(EMAIL, { error: message });

export const phone8Field = (message: string = MSG.phone8) =>
  z.string({ error: message }).trim().max(20, { error: message, abort: true }).regex(PHONE_8, { error: message });

export const isoDate = (message: string = MSG.dateInvalid) =>
  z.string({ error: message }).max(10, { error: message, abort: true }).refine(isValidIsoDate, { error: message });

/** A date that cannot be later than today (birth dates, filing dates). */
export const pastDate = (message: string = MSG.dateInvalid) =>
  isoDate(message).refine((v) => v <= todayInGuatemala(), { error: MSG.dateInFuture });

/** Largest value of the id columns (PostgreSQL `integer`): a larger id names no row. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * An id sent in a body or a query string, such as a catalogue id (numbers and numeric strings from
 * selects are both accepted): a positive integer within the id columns' range, else 422 on the field.
 */
export const catalogueId = (message: string = MSG.required) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ROW_ID, { error: message });

/** No row has this id (ids start at 1). */
const NO_ROW = 0;

/**
 * A row id in a path (`/api/persona/{id}`). A number beyond the id columns' range names no row, so it
 * becomes NO_ROW and the route answers exactly what it answers for any missing row (its own 404),
 * instead of sending the database a value its column cannot hold. Not a number: 422.
 */
export const rowIdParam = z.preprocess(
  (value) => {
    const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    return typeof n === "number" && n > MAX_ROW_ID ? NO_ROW : value;
  },
  z.coerce.number().int().min(NO_ROW).max(MAX_ROW_ID),
);

/** Path parameters `{ <name>: rowIdParam }`, e.g. `rowIdParams("personaId")`. */
export const rowIdParams = <K extends string>(name: K) => z.object({ [name]: rowIdParam } as { [P in K]: typeof rowIdParam });

export const idParam = rowIdParams("id");

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
    .max(max, { error: message, abort: true })
    .refine((v) => v === "" || EMAIL.test(v), { error: message })
    .nullish()
    .transform((v) => v || null);

/** Form selects and number inputs send "" for "nothing chosen": treat it as absent. */
export const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/** Longest bot-check answer accepted (reCAPTCHA tokens run to about 2,000 characters, ALTCHA payloads to a few hundred). */
export const CAPTCHA_MAX = 4000;

/** The bot-check answer (ALTCHA payload or reCAPTCHA token) travels under the name the old portal used. */
export const captchaField = z
  .string({ error: MSG.captchaRequired })
  .min(1, { error: MSG.captchaRequired })
  .max(CAPTCHA_MAX, { error: MSG.captchaFailed, abort: true });
