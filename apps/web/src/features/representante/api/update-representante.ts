import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { RepresentanteRow, RepresentanteUpdate } from "@portal/domain/representante";
import { api } from "@/lib/api-client";
import { representantesKey } from "./get-representantes";

/** PUT /api/representante/{id}. */
export function updateRepresentante(id: number, body: RepresentanteUpdate): Promise<RepresentanteRow> {
  return api.put<{ representante: RepresentanteRow }>(`/representante/${id}`, body).then((r) => r.representante);
}

export function useUpdateRepresentante(juridicoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RepresentanteUpdate }) => updateRepresentante(id, body),
    onSuccess: () => refreshQueries(queryClient, { queryKey: representantesKey(juridicoId) }),
  });
}
