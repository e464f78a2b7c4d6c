import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import { api } from "@/lib/api-client";
import { tarjetasKey } from "./get-tarjetas";

/** DELETE /api/tarjeta_operacion/{id}: refused (409) while the card has vehicles. */
export function deleteTarjeta(id: number) {
  return api.delete<{ message: string }>(`/tarjeta_operacion/${id}`);
}

export function useDeleteTarjeta(licenciaId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTarjeta,
    onSuccess: () => refreshQueries(queryClient, { queryKey: tarjetasKey(licenciaId) }),
  });
}
