import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { Tarjeta, TarjetaInput } from "@portal/domain/tarjeta-operacion";
import { api } from "@/lib/api-client";
import { tarjetasKey } from "./get-tarjetas";

/** The list is refreshed this long after a card is added (spec part 9). */
export const TARJETA_REFRESH_DELAY_MS = 500;

/** POST /api/tarjeta_operacion/{licenciaId}/licencia with {numero}. */
export async function createTarjeta(licenciaId: number, body: TarjetaInput): Promise<Tarjeta> {
  const res = await api.post<{ tarjeta_operacion: Tarjeta }>(`/tarjeta_operacion/${licenciaId}/licencia`, body);
  return res.tarjeta_operacion;
}

export function useCreateTarjeta(licenciaId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TarjetaInput) => createTarjeta(licenciaId!, body),
    onSuccess: () => {
      window.setTimeout(() => void refreshQueries(queryClient, { queryKey: tarjetasKey(licenciaId) }), TARJETA_REFRESH_DELAY_MS);
    },
  });
}
