import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { VehiculoList } from "@portal/domain/vehiculo";
import { api } from "@/lib/api-client";
import { pageUrl } from "@/lib/page-url";

/** Every page and search of a card's list starts with this key, so one invalidation refreshes them all. */
export const vehiculosKey = (tarjetaId: number | null) => ["vehiculo", "tarjeta", tarjetaId] as const;

/** GET /api/vehiculo/{tarjetaId}/tarjeta_operacion: one page under `vehiculo`, searched by plate prefix on the server. */
export async function getVehiculos(tarjetaId: number, cursor: string | null, placa: string): Promise<VehiculoList> {
  return api.get<VehiculoList>(pageUrl(`/vehiculo/${tarjetaId}/tarjeta_operacion`, cursor, { placa }));
}

export function vehiculosQueryOptions(tarjetaId: number | null, placa = "") {
  return infiniteQueryOptions({
    queryKey: [...vehiculosKey(tarjetaId), placa.trim().toUpperCase()],
    queryFn: ({ pageParam }) => getVehiculos(tarjetaId!, pageParam, placa),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: tarjetaId !== null,
  });
}

export function useVehiculos(tarjetaId: number | null, placa = "") {
  return useInfiniteQuery(vehiculosQueryOptions(tarjetaId, placa));
}
