import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { Emergencia, EmergenciaInput } from "@portal/domain/emergencia";
import { api } from "@/lib/api-client";
import { emergenciasKey } from "./get-emergencias";

/** POST /api/piloto_emergencia/{pilotoId}/piloto: nombre, direccion, telefono, email. */
export async function createEmergencia(pilotoId: number, body: EmergenciaInput): Promise<Emergencia> {
  const res = await api.post<{ emergencia: Emergencia }>(`/piloto_emergencia/${pilotoId}/piloto`, body);
  return res.emergencia;
}

export function useCreateEmergencia(pilotoId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmergenciaInput) => createEmergencia(pilotoId!, body),
    onSuccess: () => refreshQueries(queryClient, { queryKey: emergenciasKey(pilotoId) }),
  });
}
