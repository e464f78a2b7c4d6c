import { useMutation, useQueryClient } from "@tanstack/react-query";
import { STAFF_QUERY_KEY, staffApi } from "./staff-client";
import { clearStaffTokens, staffRefreshToken } from "./staff-session";

/** Ends the console session on the server and forgets it here, even when the server cannot be reached. */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const refresh_token = staffRefreshToken();
      if (refresh_token) await staffApi.post("/admin/logout", { refresh_token }, { auth: false }).catch(() => undefined);
    },
    onSettled: () => {
      clearStaffTokens();
      queryClient.removeQueries({ queryKey: [STAFF_QUERY_KEY] });
    },
  });
}
