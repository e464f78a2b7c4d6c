import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { RepresentanteCreate, RepresentanteRow } from "@portal/domain/representante";
import { api } from "@/lib/api-client";
import { representantesKey } from "./get-representantes";

/** POST /api/representante: the fields plus persona_id and juridico_id. */
export function createRepresentante(body: RepresentanteCreate): Promise<RepresentanteRow> {
  return api.post<{ representante: RepresentanteRow }>("/representante", body).then((r) => r.representante);
}

export function useCreateRepresentante(juridicoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRepresentante,
    onSuccess: () => refreshQueries(queryClient, { queryKey: representantesKey(juridicoId) }),
  });
}
