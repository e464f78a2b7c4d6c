import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { Mandato, MandatoInput } from "@portal/domain/mandato";
import { api } from "@/lib/api-client";
import { mandatosKey } from "./get-mandatos";

/** POST /api/mandato/{personaId}/persona. */
export async function createMandato(personaId: string, body: MandatoInput): Promise<Mandato> {
  const res = await api.post<{ mandato: Mandato }>(`/mandato/${personaId}/persona`, body);
  return res.mandato;
}

export function useCreateMandato(personaId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MandatoInput) => createMandato(personaId!, body),
    onSuccess: () => refreshQueries(queryClient, { queryKey: mandatosKey(personaId) }),
  });
}
