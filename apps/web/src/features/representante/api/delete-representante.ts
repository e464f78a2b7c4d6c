import { useMutation, useQueryClient } from "@tanstack/react-query";
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: representantesKey(juridicoId) }),
  });
}
