import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tarjeta } from "@portal/domain/tarjeta-operacion";
import { api } from "@/lib/api-client";

export const tarjetasKey = (licenciaId: number | null) => ["tarjeta_operacion", licenciaId] as const;

/** GET /api/tarjeta_operacion/{licenciaId}/licencia: the list is under `tarjeta_operacion`. */
export async function getTarjetas(licenciaId: number): Promise<Tarjeta[]> {
  const res = await api.get<{ tarjeta_operacion: Tarjeta[] }>(`/tarjeta_operacion/${licenciaId}/licencia`);
  return res.tarjeta_operacion;
}

export function tarjetasQueryOptions(licenciaId: number | null) {
  return queryOptions({
    queryKey: tarjetasKey(licenciaId),
    queryFn: () => getTarjetas(licenciaId!),
    enabled: licenciaId !== null,
  });
}

export function useTarjetas(licenciaId: number | null) {
  return useQuery(tarjetasQueryOptions(licenciaId));
}
