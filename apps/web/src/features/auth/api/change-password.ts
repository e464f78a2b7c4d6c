import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput, LoginResponse } from "@portal/domain/auth";
import { api } from "@/lib/api-client";
import { setStored } from "@/lib/session";

/**
 * POST /api/usuario/password, with the current password. The API ends every other session of the
 * account and answers a new token pair for this one, which replaces the stored tokens.
 */
export async function changePassword(body: ChangePasswordInput) {
  const res = await api.post<Partial<LoginResponse> & { message?: string }>("/usuario/password", body);
  if (res?.access_token) setStored({ access_token: res.access_token, refresh_token: res.refresh_token });
  return res;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
