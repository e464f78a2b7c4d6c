import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { Validar } from "@portal/domain/validacion";
import { api } from "@/lib/api-client";
import { validacionesKey } from "@/lib/validaciones-key";

/**
 * Creates a QR record for the vehicle at /api/validar_registro_piloto/generar/{vehiculoId}/vehiculo.
 * The contract's method is GET; the API accepts POST on the same path, which is what a write should
 * use (it also carries the GPS header and lands in the audit log).
 */
export async function generateValidacion(vehiculoId: number): Promise<Validar> {
  const res = await api.post<{ validar: Validar }>(`/validar_registro_piloto/generar/${vehiculoId}/vehiculo`);
  return res.validar;
}

export function useGenerateValidacion(vehiculoId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateValidacion(vehiculoId!),
    onSuccess: () => refreshQueries(queryClient, { queryKey: validacionesKey(vehiculoId) }),
  });
}
