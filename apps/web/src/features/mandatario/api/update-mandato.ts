import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { Mandato, MandatoInput } from "@portal/domain/mandato";
import { api } from "@/lib/api-client";
import { mandatosKey } from "./get-mandatos";

/** PUT /api/mandato/{id}: replaces every field. */
export async function updateMandato(id: number, body: MandatoInput): Promise<Mandato> {
  const res = await api.put<{ mandato: Mandato }>(`/mandato/${id}`, body);
  return res.mandato;
}

export function useUpdateMandato(personaId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MandatoInput }) => updateMandato(id, body),
    onSuccess: () => refreshQueries(queryClient, { queryKey: mandatosKey(personaId) }),
  });
}
