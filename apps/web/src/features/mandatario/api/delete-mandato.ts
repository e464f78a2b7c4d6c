import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import { api } from "@/lib/api-client";
import { mandatosKey } from "./get-mandatos";

/** DELETE /api/mandato/{id}: the mandatario and its documents. */
export function deleteMandato(id: number) {
  return api.delete<{ message: string }>(`/mandato/${id}`);
}

export function useDeleteMandato(personaId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMandato,
    onSuccess: () => refreshQueries(queryClient, { queryKey: mandatosKey(personaId) }),
  });
}
