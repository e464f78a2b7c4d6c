import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { Piloto, PilotoInput } from "@portal/domain/piloto";
import { api } from "@/lib/api-client";
import { pilotoKey } from "./get-piloto";
import { pilotosKey } from "./get-pilotos";

/** PUT /api/piloto/{id}: replaces every field. */
export async function updatePiloto(id: number, body: PilotoInput): Promise<Piloto> {
  const res = await api.put<{ piloto: Piloto }>(`/piloto/${id}`, body);
  return res.piloto;
}

export function useUpdatePiloto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PilotoInput }) => updatePiloto(id, body),
    onSuccess: (piloto) => {
      queryClient.setQueryData(pilotoKey(piloto.id), piloto);
      return refreshQueries(queryClient, { queryKey: pilotosKey });
    },
  });
}
