import { useMutation } from "@tanstack/react-query";
import type { ForgotInput } from "@portal/domain/auth";
import { api } from "@/lib/api-client";

/** POST /api/password/email/nit (no token): mails the reset link. */
export function forgotPassword(body: ForgotInput) {
  return api.post<{ message: string }>("/password/email/nit", body, { auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
