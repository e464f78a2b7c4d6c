import { useInfiniteQuery } from "@tanstack/react-query";
import type { Validar } from "@portal/domain/validacion";
import { pagedQueryOptions } from "@/lib/paged-query";
import { validacionesKey } from "@/lib/validaciones-key";

/** GET /api/validar_registro_piloto/{vehiculoId}/vehiculo: the vehicle's QR records a page at a time, under `validar`. */
export function validacionesQueryOptions(vehiculoId: number | null) {
  return pagedQueryOptions<"validar", Validar>(validacionesKey(vehiculoId), `/validar_registro_piloto/${vehiculoId}/vehiculo`, "validar", {
    enabled: vehiculoId !== null,
  });
}

export function useValidaciones(vehiculoId: number | null) {
  return useInfiniteQuery(validacionesQueryOptions(vehiculoId));
}
