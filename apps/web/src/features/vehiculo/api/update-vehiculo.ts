import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { VehiculoDetail, VehiculoUpdateInput } from "@portal/domain/vehiculo";
import { api } from "@/lib/api-client";
import { vehiculoKey } from "@/lib/get-vehiculo";
import { validacionesKey } from "@/lib/validaciones-key";
import { vehiculosKey } from "./get-vehiculos";

/** PUT /api/vehiculo/{id}: every field; without `poliza_documento` the stored policy PDF stays. */
export async function updateVehiculo(id: number, body: VehiculoUpdateInput): Promise<VehiculoDetail> {
  const res = await api.put<{ vehiculo: VehiculoDetail }>(`/vehiculo/${id}`, body);
  return res.vehiculo;
}

export function useUpdateVehiculo(tarjetaId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VehiculoUpdateInput }) => updateVehiculo(id, body),
    onSuccess: (_data, { id }) =>
      Promise.all([
        refreshQueries(queryClient, { queryKey: vehiculosKey(tarjetaId) }),
        refreshQueries(queryClient, { queryKey: vehiculoKey(id) }),
        // A new plate or a deactivation revokes the vehicle's QR codes.
        refreshQueries(queryClient, { queryKey: validacionesKey(id) }),
      ]),
  });
}
