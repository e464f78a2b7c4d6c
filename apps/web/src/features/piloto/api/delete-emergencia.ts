import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import { api } from "@/lib/api-client";
import { emergenciasKey } from "./get-emergencias";

/** DELETE /api/piloto_emergencia/{contactId}. */
export function deleteEmergencia(id: number) {
  return api.delete<{ message: string }>(`/piloto_emergencia/${id}`);
}

export function useDeleteEmergencia(pilotoId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmergencia,
    onSuccess: () => refreshQueries(queryClient, { queryKey: emergenciasKey(pilotoId) }),
  });
}
