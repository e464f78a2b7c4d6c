import type { Conflicto, ResolverConflictoInput } from "@portal/domain/conflicto";
import { refreshQueries } from "@/lib/refresh-queries";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { conflictosKey } from "./get-conflictos";
import { staffApi } from "./staff-client";

/** POST /api/admin/conflictos/{id}: deactivate the existing vehicle or reject the claim; both carriers are mailed. */
export function resolveConflicto(id: number, input: ResolverConflictoInput) {
  return staffApi.post<{ message: string; conflicto: Conflicto }>(`/admin/conflictos/${id}`, input);
}

export function useResolveConflicto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ResolverConflictoInput }) => resolveConflicto(id, input),
    onSuccess: () => refreshQueries(queryClient, { queryKey: conflictosKey() }),
  });
}
