import { z } from "zod";

/** Every error answer of the API (plugins/errors.ts): a Spanish message, field errors on a 422. */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const messageSchema = z.object({ message: z.string() });
