import { useInfiniteQuery } from "@tanstack/react-query";
import type { Tarjeta } from "@portal/domain/tarjeta-operacion";
import { pagedQueryOptions } from "@/lib/paged-query";

export const tarjetasKey = (licenciaId: number | null) => ["tarjeta_operacion", licenciaId] as const;

/** GET /api/tarjeta_operacion/{licenciaId}/licencia: a page at a time under `tarjeta_operacion`. */
export function tarjetasQueryOptions(licenciaId: number | null) {
  return pagedQueryOptions<"tarjeta_operacion", Tarjeta>(tarjetasKey(licenciaId), `/tarjeta_operacion/${licenciaId}/licencia`, "tarjeta_operacion", {
    enabled: licenciaId !== null,
  });
}

export function useTarjetas(licenciaId: number | null) {
  return useInfiniteQuery(tarjetasQueryOptions(licenciaId));
}
