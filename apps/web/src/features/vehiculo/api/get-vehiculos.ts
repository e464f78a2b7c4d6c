import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Vehiculo } from "@portal/domain/vehiculo";
import { api } from "@/lib/api-client";

export const vehiculosKey = (tarjetaId: number | null) => ["vehiculo", "tarjeta", tarjetaId] as const;

/** GET /api/vehiculo/{tarjetaId}/tarjeta_operacion: the list is under `vehiculo`. */
export async function getVehiculos(tarjetaId: number): Promise<Vehiculo[]> {
  const res = await api.get<{ vehiculo: Vehiculo[] }>(`/vehiculo/${tarjetaId}/tarjeta_operacion`);
  return res.vehiculo;
}

export function vehiculosQueryOptions(tarjetaId: number | null) {
  return queryOptions({
    queryKey: vehiculosKey(tarjetaId),
    queryFn: () => getVehiculos(tarjetaId!),
    enabled: tarjetaId !== null,
  });
}

export function useVehiculos(tarjetaId: number | null) {
  return useQuery(vehiculosQueryOptions(tarjetaId));
}
