import { z } from "zod";
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from "./page-limits";

export { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX };

export const PAGE_MSG = {
  limit: `El límite debe ser un número entero entre 1 y ${PAGE_LIMIT_MAX}.`,
  cursor: "El cursor no es válido. Vuelva a pedir la primera página.",
  placa: "Escriba el inicio de la placa: solo letras y números, hasta 10.",
  buscar: "Escriba hasta 60 letras, números, espacios, puntos, apóstrofos o guiones.",
} as const;

/** `?limit=` of a paginated list: 1 to PAGE_LIMIT_MAX rows, PAGE_LIMIT_DEFAULT when absent. */
export const pageLimitField = z.coerce
  .number({ error: PAGE_MSG.limit })
  .int({ error: PAGE_MSG.limit, abort: true })
  .min(1, { error: PAGE_MSG.limit })
  .max(PAGE_LIMIT_MAX, { error: PAGE_MSG.limit })
  .default(PAGE_LIMIT_DEFAULT);

/** The opaque cursor of the next page (null on the last one), answered beside the list. */
export const nextCursorSchema = z.string().nullable();

/** `?placa=`: the start of a plate, any case (answered uppercase); empty means no filter. */
export const placaPrefixField = z
  .string({ error: PAGE_MSG.placa })
  .trim()
  .max(10, { error: PAGE_MSG.placa, abort: true })
  .regex(/^[\dA-Za-z]*$/, { error: PAGE_MSG.placa })
  .transform((v) => v.toUpperCase() || undefined)
  .optional();


/**
 * `?buscar=`: free text of a list search (a name, a NIT, a CUI). Only characters that mean nothing to
 * `LIKE` are accepted, so the server needs no escaping; empty means no filter.
 */
export const searchTextField = z
  .string({ error: PAGE_MSG.buscar })
  .trim()
  .max(60, { error: PAGE_MSG.buscar, abort: true })
  .regex(/^[\p{L}\p{M}\d .'-]*$/u, { error: PAGE_MSG.buscar })
  .transform((v) => v.replace(/\s+/g, " ") || undefined)
  .optional();
