import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import { api } from "@/lib/api-client";
import { abogadosKey } from "./get-abogados";

/** DELETE /api/abogado_auxiliar/{id}: the lawyer and its documents. */
export function deleteAbogado(id: number) {
  return api.delete<{ message: string }>(`/abogado_auxiliar/${id}`);
}

export function useDeleteAbogado(personaId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAbogado,
    onSuccess: () => refreshQueries(queryClient, { queryKey: abogadosKey(personaId) }),
  });
}
