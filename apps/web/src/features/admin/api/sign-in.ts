import type { StaffCodeInput, StaffLoginInput, StaffLoginStep, StaffSession } from "@portal/domain/staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { STAFF_QUERY_KEY, staffApi } from "./staff-client";
import { storeStaffTokens } from "./staff-session";

/** Step 1: e-mail and password → a challenge, and the TOTP secret on the first sign-in. */
export function useStartStaffSignIn() {
  return useMutation({
    mutationFn: (input: StaffLoginInput) => staffApi.post<StaffLoginStep>("/admin/authenticate", input, { auth: false }),
  });
}

/** Step 2: a TOTP or recovery code → a console session (stored at once; recovery codes come only at enrolment). */
export function useFinishStaffSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffCodeInput) => staffApi.post<StaffSession>("/admin/authenticate/codigo", input, { auth: false }),
    onSuccess: (session) => {
      queryClient.removeQueries({ queryKey: [STAFF_QUERY_KEY] });
      storeStaffTokens(session);
      queryClient.setQueryData([STAFF_QUERY_KEY, "yo"], session.funcionario);
    },
  });
}
