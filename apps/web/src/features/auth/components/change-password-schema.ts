import { z } from "zod";
import { passwordField } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";

const required = (message: string) => z.string().refine((v) => v.length > 0, { error: message, abort: true });

/**
 * The "Restablecer contraseña" form: the current password (the API refuses a change without it), the
 * new one with the sign-up rules, and its confirmation, which must match.
 */
export const changePasswordFormSchema = z
  .object({
    password_actual: required(MSG.currentPasswordRequired),
    password: required(MSG.passwordBoth).pipe(passwordField(MSG.passwordBoth)),
    password_confirmation: required(MSG.passwordBoth),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) {
      ctx.addIssue({ code: "custom", path: ["password_confirmation"], message: MSG.passwordMismatch });
    }
  });

export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
