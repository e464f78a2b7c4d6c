import { useInfiniteQuery } from "@tanstack/react-query";
import type { Vehiculo } from "@portal/domain/vehiculo";
import { pagedQueryOptions } from "@/lib/paged-query";

/** Every page and search of a card's list starts with this key, so one invalidation refreshes them all. */
export const vehiculosKey = (tarjetaId: number | null) => ["vehiculo", "tarjeta", tarjetaId] as const;

/** GET /api/vehiculo/{tarjetaId}/tarjeta_operacion: a page at a time under `vehiculo`, searched by plate prefix on the server. */
export function vehiculosQueryOptions(tarjetaId: number | null, placa = "") {
  return pagedQueryOptions<"vehiculo", Vehiculo>([...vehiculosKey(tarjetaId), placa], `/vehiculo/${tarjetaId}/tarjeta_operacion`, "vehiculo", {
    filters: { placa },
    enabled: tarjetaId !== null,
  });
}

export function useVehiculos(tarjetaId: number | null, placa = "") {
  return useInfiniteQuery(vehiculosQueryOptions(tarjetaId, placa));
}
