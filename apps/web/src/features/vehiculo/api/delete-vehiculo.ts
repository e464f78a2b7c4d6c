import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import { api } from "@/lib/api-client";
import { vehiculosKey } from "./get-vehiculos";

/** DELETE /api/vehiculo/{id}: the vehicle and its policy; its QR codes read REVOCADO afterwards. */
export function deleteVehiculo(id: number) {
  return api.delete<{ message: string }>(`/vehiculo/${id}`);
}

export function useDeleteVehiculo(tarjetaId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehiculo,
    onSuccess: () => refreshQueries(queryClient, { queryKey: vehiculosKey(tarjetaId) }),
  });
}
