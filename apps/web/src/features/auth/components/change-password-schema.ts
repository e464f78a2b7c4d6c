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
    password_actual: z.string().min(1, { error: MSG.currentPasswordRequired }),
    password: required(MSG.passwordBoth).pipe(passwordField(MSG.passwordBoth)),
    password_confirmation: required(MSG.passwordBoth),
  })
  // Checked even while the current password is still empty, so a mismatch shows as soon as it is made.
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: MSG.passwordMismatch,
    when: (payload) => {
      const v = payload.value as { password?: unknown; password_confirmation?: unknown };
      return typeof v.password === "string" && typeof v.password_confirmation === "string";
    },
  });

export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
