import type { Funcionario, InviteStaffInput, UpdateStaffInput } from "@portal/domain/staff";
import { refreshQueries } from "@/lib/refresh-queries";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { pagedQueryOptions } from "@/lib/paged-query";
import { STAFF_QUERY_KEY, staffApi } from "./staff-client";

const key = [STAFF_QUERY_KEY, "funcionarios"];

/** The staff list (admins), a page at a time. */
export function useFuncionarios() {
  return useInfiniteQuery(pagedQueryOptions<"funcionarios", Funcionario>(key, "/admin/funcionarios", "funcionarios", { get: staffApi.get }));
}

/** Invites a staff member: the API mails them the link to set their password. */
export function useInviteFuncionario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteStaffInput) => staffApi.post<{ funcionario: Funcionario }>("/admin/funcionarios", input),
    onSuccess: () => refreshQueries(queryClient, { queryKey: key }),
  });
}

/** Changes a staff member's role, or deactivates / reactivates them. */
export function useUpdateFuncionario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: UpdateStaffInput & { id: number }) => staffApi.patch<{ funcionario: Funcionario }>(`/admin/funcionarios/${id}`, patch),
    onSettled: () => refreshQueries(queryClient, { queryKey: key }),
  });
}

/** Resets a staff member's access: the API clears password and TOTP, ends the sessions and mails a new link. */
export function useResetFuncionario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffApi.post<{ funcionario: Funcionario }>(`/admin/funcionarios/${id}/restablecer`, {}),
    onSettled: () => refreshQueries(queryClient, { queryKey: key }),
  });
}
