import { describe, expect, it } from "vitest";
import { MSG } from "@portal/domain/messages";
import { changePasswordFormSchema } from "./change-password-schema";

const messages = (input: unknown) => {
  const r = changePasswordFormSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("changePasswordFormSchema", () => {
  it("sends the current password with the new one and its confirmation", () => {
    const input = { password_actual: "Clave-Actual-1", password: "Camion-Rojo-2024", password_confirmation: "Camion-Rojo-2024" };
    expect(changePasswordFormSchema.parse(input)).toEqual(input);
  });

  it("asks for the current password", () => {
    expect(messages({ password_actual: "", password: "Camion-Rojo-2024", password_confirmation: "Camion-Rojo-2024" })).toEqual({
      password_actual: MSG.currentPasswordRequired,
    });
  });

  it("keeps the spec's messages for the new password: both missing, too short, not matching", () => {
    expect(messages({ password_actual: "x", password: "", password_confirmation: "" })).toEqual({
      password: MSG.passwordBoth,
      password_confirmation: MSG.passwordBoth,
    });
    expect(messages({ password_actual: "x", password: "corta", password_confirmation: "corta" })).toEqual({ password: MSG.passwordTooShort });
    expect(messages({ password_actual: "x", password: "Camion-Rojo-2024", password_confirmation: "Camion-Rojo-2025" })).toEqual({
      password_confirmation: MSG.passwordMismatch,
    });
    // The mismatch shows before the current password is typed.
    expect(messages({ password_actual: "", password: "Camion-Rojo-2024", password_confirmation: "Camion-Rojo-2025" })).toEqual({
      password_actual: MSG.currentPasswordRequired,
      password_confirmation: MSG.passwordMismatch,
    });
  });
});
