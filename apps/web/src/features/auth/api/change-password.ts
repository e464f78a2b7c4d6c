import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput, LoginResponse } from "@portal/domain/auth";
import { api } from "@/lib/api-client";
import { setStored } from "@/lib/session";

/**
 * POST /api/usuario/password. The API revokes every session of the account and answers a new one
 * for this client, so the new tokens replace the stored ones.
 */
export async function changePassword(body: ChangePasswordInput) {
  const res = await api.post<Partial<LoginResponse> & { message?: string }>("/usuario/password", body);
  if (res?.access_token) setStored({ access_token: res.access_token, refresh_token: res.refresh_token });
  return res;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
