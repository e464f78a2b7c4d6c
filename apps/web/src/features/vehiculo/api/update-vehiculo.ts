import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VehiculoDetail, VehiculoFormInput } from "@portal/domain/vehiculo";
import { vehiculoKey } from "@/lib/get-vehiculo";
import { refreshQueries } from "@/lib/refresh-queries";
import { sendForm } from "@/lib/send-form";
import { validacionesKey } from "@/lib/validaciones-key";
import { vehiculosKey } from "./get-vehiculos";
import { vehiculoFormData } from "./vehiculo-form-data";

export interface VehiculoUpdateVariables {
  id: number;
  fields: VehiculoFormInput;
  /** A new policy PDF; without one the stored PDF stays. */
  poliza?: File;
  onProgress?: (sent: number) => void;
}

/** PUT /api/vehiculo/{id}/formulario: every field, and the policy PDF as a file when a new one was chosen. */
export async function updateVehiculo({ id, fields, poliza, onProgress }: VehiculoUpdateVariables): Promise<VehiculoDetail> {
  const res = await sendForm<{ vehiculo: VehiculoDetail }>("PUT", `/vehiculo/${id}/formulario`, vehiculoFormData(fields, poliza), onProgress);
  return res.vehiculo;
}

export function useUpdateVehiculo(tarjetaId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehiculo,
    onSuccess: (_data, { id }) =>
      Promise.all([
        refreshQueries(queryClient, { queryKey: vehiculosKey(tarjetaId) }),
        refreshQueries(queryClient, { queryKey: vehiculoKey(id) }),
        // A new plate or a deactivation revokes the vehicle's QR codes.
        refreshQueries(queryClient, { queryKey: validacionesKey(id) }),
      ]),
  });
}
