import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { Abogado, AbogadoInput } from "@portal/domain/abogado";
import { api } from "@/lib/api-client";
import { abogadosKey } from "./get-abogados";

/** PUT /api/abogado_auxiliar/{id}: replaces every field. */
export async function updateAbogado(id: number, body: AbogadoInput): Promise<Abogado> {
  const res = await api.put<{ abogado_auxiliar: Abogado }>(`/abogado_auxiliar/${id}`, body);
  return res.abogado_auxiliar;
}

export function useUpdateAbogado(personaId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AbogadoInput }) => updateAbogado(id, body),
    onSuccess: () => refreshQueries(queryClient, { queryKey: abogadosKey(personaId) }),
  });
}
