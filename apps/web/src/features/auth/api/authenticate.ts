import type { LoginInput, LoginResponse } from "@portal/domain/auth";
import { api } from "@/lib/api-client";

/** POST /api/authenticate (no token): the tokens and the user id. */
export function authenticate(body: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>("/authenticate", body, { auth: false });
}
