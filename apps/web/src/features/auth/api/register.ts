import { useMutation } from "@tanstack/react-query";
import type { SignupInput } from "@portal/domain/auth";
import { api } from "@/lib/api-client";

/** POST /api/usuario (no token): nit, email, password and "g-recaptcha-response". */
export function register(body: SignupInput) {
  return api.post<{ usuario: { id: number; nit: string; email: string } }>("/usuario", body, { auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
