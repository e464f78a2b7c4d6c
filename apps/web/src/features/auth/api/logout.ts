import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "@/app/paths";
import { api } from "@/lib/api-client";
import { clearSession, getStored } from "@/lib/session";
import { applyTheme } from "@/lib/theme";

/** POST /api/logout with the refresh token; the answer does not matter (the API is idempotent). */
export async function logout(): Promise<void> {
  const refresh_token = getStored("refresh_token");
  if (refresh_token) {
    try {
      await api.post("/logout", { refresh_token }, { auth: "optional" });
    } catch {
      /* offline or already revoked: the local session goes anyway */
    }
  }
  clearSession();
  // The choice is forgotten with the rest (spec): the system's setting applies again.
  applyTheme();
}

/** "Salir": revoke, forget every stored value and every cached answer, go to /signin. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await logout();
    queryClient.clear();
    navigate(paths.signin.getHref(), { replace: true });
  };
}
