import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { VehiculoCreateInput, VehiculoDetail } from "@portal/domain/vehiculo";
import { api } from "@/lib/api-client";
import { vehiculosKey } from "./get-vehiculos";

/** POST /api/vehiculo/{tarjetaId}/tarjeta_operacion: the vehicle, its policy and the policy PDF together. */
export async function createVehiculo(tarjetaId: number, body: VehiculoCreateInput): Promise<VehiculoDetail> {
  const res = await api.post<{ vehiculo: VehiculoDetail }>(`/vehiculo/${tarjetaId}/tarjeta_operacion`, body);
  return res.vehiculo;
}

export function useCreateVehiculo(tarjetaId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VehiculoCreateInput) => createVehiculo(tarjetaId!, body),
    onSuccess: () => refreshQueries(queryClient, { queryKey: vehiculosKey(tarjetaId) }),
  });
}
