import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Validar } from "@portal/domain/validacion";
import { api } from "@/lib/api-client";
import { validacionesKey } from "@/lib/validaciones-key";

/** GET /api/validar_registro_piloto/{vehiculoId}/vehiculo: the vehicle's QR records, under `validar`. */
export async function getValidaciones(vehiculoId: number): Promise<Validar[]> {
  const res = await api.get<{ validar: Validar[] }>(`/validar_registro_piloto/${vehiculoId}/vehiculo`);
  return res.validar;
}

export function validacionesQueryOptions(vehiculoId: number | null) {
  return queryOptions({
    queryKey: validacionesKey(vehiculoId),
    queryFn: () => getValidaciones(vehiculoId!),
    enabled: vehiculoId !== null,
  });
}

export function useValidaciones(vehiculoId: number | null) {
  return useQuery(validacionesQueryOptions(vehiculoId));
}
