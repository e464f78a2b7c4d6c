import type { StaffActivateInput } from "@portal/domain/staff";
import { useMutation } from "@tanstack/react-query";
import { staffApi } from "./staff-client";

/** Sets the staff member's password with the one-time link's token. */
export function useActivateStaff() {
  return useMutation({
    mutationFn: (input: StaffActivateInput) => staffApi.post<{ message: string }>("/admin/activar", input, { auth: false }),
  });
}
