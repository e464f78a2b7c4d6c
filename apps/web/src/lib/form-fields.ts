import { z } from "zod";
import { MSG } from "@portal/domain/messages";
import { isValidNit, normalizeNit } from "@portal/domain/nit";

/** A NIT typed in a form: the input itself shows "El NIT no tiene un formato válido." (spec part 5). */
export const nitInput = z
  .string()
  .refine((v) => isValidNit(v), { error: MSG.nitFormat })
  .transform(normalizeNit);

/**
 * A required form field whose own check would say something else when it is left empty (e.g. a
 * date: "La fecha no es válida."): empty says "Este campo es obligatorio." first.
 */
export const filledThen = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).pipe(schema);
