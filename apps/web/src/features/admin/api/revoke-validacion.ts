import type { RevocarValidacionInput } from "@portal/domain/revocacion";
import { refreshQueries } from "@/lib/refresh-queries";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { STAFF_QUERY_KEY, staffApi } from "./staff-client";

/** POST /api/admin/validaciones/{id}/revocar: the code stops verifying (REVOCADO); the carrier is mailed. */
export function revokeValidacion(id: number, input: RevocarValidacionInput) {
  return staffApi.post<{ message: string }>(`/admin/validaciones/${id}/revocar`, input);
}

/** Refreshes every console query afterwards: the carrier's file shows the code as revoked. */
export function useRevokeValidacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: RevocarValidacionInput }) => revokeValidacion(id, input),
    onSuccess: () => refreshQueries(queryClient, { queryKey: [STAFF_QUERY_KEY] }),
  });
}
