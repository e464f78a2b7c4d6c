import { z } from "zod";

/** Lists that grow without bound are read a page at a time (DESIGN §9, decision 076). */
export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;

export const PAGE_MSG = {
  limit: `El límite debe ser un número entero entre 1 y ${PAGE_LIMIT_MAX}.`,
  cursor: "El cursor no es válido. Vuelva a pedir la primera página.",
} as const;

/** `?limit=` of a paginated list: 1 to PAGE_LIMIT_MAX rows, PAGE_LIMIT_DEFAULT when absent. */
export const pageLimitField = z.coerce
  .number({ error: PAGE_MSG.limit })
  .int({ error: PAGE_MSG.limit })
  .min(1, { error: PAGE_MSG.limit })
  .max(PAGE_LIMIT_MAX, { error: PAGE_MSG.limit })
  .default(PAGE_LIMIT_DEFAULT);

/** The opaque cursor of the next page (null on the last one), answered beside the list. */
export const nextCursorSchema = z.string().nullable();
