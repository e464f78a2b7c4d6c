import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { Piloto, PilotoInput } from "@portal/domain/piloto";
import { api } from "@/lib/api-client";
import { pilotosKey } from "./get-pilotos";

/** POST /api/piloto: the whole pilot form; the pilot belongs to the caller's persona. */
export async function createPiloto(body: PilotoInput): Promise<Piloto> {
  const res = await api.post<{ piloto: Piloto }>("/piloto", body);
  return res.piloto;
}

export function useCreatePiloto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPiloto,
    onSuccess: () => refreshQueries(queryClient, { queryKey: pilotosKey }),
  });
}
