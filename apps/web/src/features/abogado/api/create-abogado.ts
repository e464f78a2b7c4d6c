import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { Abogado, AbogadoInput } from "@portal/domain/abogado";
import { api } from "@/lib/api-client";
import { abogadosKey } from "./get-abogados";

/** POST /api/abogado_auxiliar/{personaId}/persona. */
export async function createAbogado(personaId: string, body: AbogadoInput): Promise<Abogado> {
  const res = await api.post<{ abogado_auxiliar: Abogado }>(`/abogado_auxiliar/${personaId}/persona`, body);
  return res.abogado_auxiliar;
}

export function useCreateAbogado(personaId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AbogadoInput) => createAbogado(personaId!, body),
    onSuccess: () => refreshQueries(queryClient, { queryKey: abogadosKey(personaId) }),
  });
}
