import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import { api } from "@/lib/api-client";
import { licenciasKey } from "./get-licencias";

/** DELETE /api/licencia/{id}: refused (409) while the licence has operation cards. */
export function deleteLicencia(id: number) {
  return api.delete<{ message: string }>(`/licencia/${id}`);
}

export function useDeleteLicencia(personaId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLicencia,
    onSuccess: () => refreshQueries(queryClient, { queryKey: licenciasKey(personaId) }),
  });
}
