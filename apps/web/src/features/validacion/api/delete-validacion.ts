import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import { api } from "@/lib/api-client";
import { validacionesKey } from "@/lib/validaciones-key";

/** DELETE /api/validar_registro_piloto/{qrId}: the QR leaves the list; its public check then reads REVOCADO. */
export function deleteValidacion(qrId: number) {
  return api.delete<{ message: string }>(`/validar_registro_piloto/${qrId}`);
}

export function useDeleteValidacion(vehiculoId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteValidacion,
    onSuccess: () => refreshQueries(queryClient, { queryKey: validacionesKey(vehiculoId) }),
  });
}
