import { z } from "zod";
import { passwordIsNit, signupFields } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";
import { isValidNit, normalizeNit } from "@portal/domain/nit";

const filled = (v: string) => v.trim().length > 0;
const notEmpty = () => z.string().refine(filled, { error: MSG.allFields, abort: true });

/**
 * The registration form: the request schema of packages/domain, with the screen's own messages —
 * "complete every field" first, the NIT input's format message, terms and bot check.
 */
export const signupFormSchema = z
  .object({
    nit: notEmpty()
      .refine((v) => isValidNit(v), { error: MSG.nitFormat })
      .transform(normalizeNit),
    email: notEmpty().pipe(signupFields.shape.email),
    password: notEmpty().pipe(signupFields.shape.password),
    terms: z.boolean().refine((v) => v, { error: MSG.acceptTerms }),
    "g-recaptcha-response": signupFields.shape["g-recaptcha-response"],
  })
  .superRefine((v, ctx) => {
    if (passwordIsNit(v.password, v.nit)) ctx.addIssue({ code: "custom", path: ["password"], message: MSG.passwordIsNit });
  });

export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormOutput = z.output<typeof signupFormSchema>;
