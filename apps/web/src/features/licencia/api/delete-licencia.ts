import { useMutation, useQueryClient } from "@tanstack/react-query";
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: licenciasKey(personaId) }),
  });
}
