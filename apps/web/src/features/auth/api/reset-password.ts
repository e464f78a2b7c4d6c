import { useMutation } from "@tanstack/react-query";
import type { ResetInput } from "@portal/domain/auth";
import { api } from "@/lib/api-client";

/** POST /api/password/reset (no token): email, token, nit, password, password_confirmation. */
export function resetPassword(body: ResetInput) {
  return api.post<{ message: string }>("/password/reset", body, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
