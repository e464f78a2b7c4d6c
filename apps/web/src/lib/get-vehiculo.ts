import { queryOptions, useQuery } from "@tanstack/react-query";
import type { VehiculoDetail } from "@portal/domain/vehiculo";
import { api } from "./api-client";

/**
 * GET /api/vehiculo/{id}: one vehicle with its catalogues, policy, licence and card. Shared by the
 * vehicle preview and the QR screen (two features), hence here.
 */
export const vehiculoKey = (id: number | null) => ["vehiculo", "detalle", id] as const;

export async function getVehiculo(id: number): Promise<VehiculoDetail> {
  const res = await api.get<{ vehiculo: VehiculoDetail }>(`/vehiculo/${id}`);
  return res.vehiculo;
}

export function vehiculoQueryOptions(id: number | null) {
  return queryOptions({ queryKey: vehiculoKey(id), queryFn: () => getVehiculo(id!), enabled: id !== null });
}

export function useVehiculo(id: number | null) {
  return useQuery(vehiculoQueryOptions(id));
}
