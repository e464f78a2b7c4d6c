import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import { api } from "@/lib/api-client";
import { representantesKey } from "./get-representantes";

/** DELETE /api/representante/{id}. */
export function deleteRepresentante(id: number): Promise<unknown> {
  return api.delete(`/representante/${id}`);
}

export function useDeleteRepresentante(juridicoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRepresentante,
    onSuccess: () => refreshQueries(queryClient, { queryKey: representantesKey(juridicoId) }),
  });
}
