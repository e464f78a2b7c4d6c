import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VehiculoDetail, VehiculoFormInput } from "@portal/domain/vehiculo";
import { refreshQueries } from "@/lib/refresh-queries";
import { sendForm } from "@/lib/send-form";
import { vehiculosKey } from "./get-vehiculos";
import { vehiculoFormData } from "./vehiculo-form-data";

export interface VehiculoCreateVariables {
  fields: VehiculoFormInput;
  poliza: File;
  onProgress?: (sent: number) => void;
}

/** POST /api/vehiculo/{tarjetaId}/tarjeta_operacion/formulario: the vehicle, its policy and the policy PDF (a file) together. */
export async function createVehiculo(tarjetaId: number, { fields, poliza, onProgress }: VehiculoCreateVariables): Promise<VehiculoDetail> {
  const res = await sendForm<{ vehiculo: VehiculoDetail }>("POST", `/vehiculo/${tarjetaId}/tarjeta_operacion/formulario`, vehiculoFormData(fields, poliza), onProgress);
  return res.vehiculo;
}

export function useCreateVehiculo(tarjetaId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: VehiculoCreateVariables) => createVehiculo(tarjetaId!, variables),
    onSuccess: () => refreshQueries(queryClient, { queryKey: vehiculosKey(tarjetaId) }),
  });
}
