import { z } from "zod";

/** Every error answer of the API (plugins/errors.ts): a Spanish message, field errors on a 422. */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const messageSchema = z.object({ message: z.string() });

/** The errors a multipart PDF upload route can answer (lib/multipart-pdf.ts and lib/pdf.ts). */
export const multipartUploadErrors = {
  400: errorSchema,
  401: errorSchema,
  404: errorSchema,
  413: errorSchema,
  415: errorSchema,
  422: errorSchema,
  429: errorSchema,
};
