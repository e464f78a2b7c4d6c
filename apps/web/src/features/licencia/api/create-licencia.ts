import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { Licencia, LicenciaInput } from "@portal/domain/licencia";
import { api } from "@/lib/api-client";
import { licenciasKey } from "./get-licencias";

/** POST /api/licencia/{personaId}/persona. */
export async function createLicencia(personaId: string, body: LicenciaInput): Promise<Licencia> {
  const res = await api.post<{ licencia: Licencia }>(`/licencia/${personaId}/persona`, body);
  return res.licencia;
}

export function useCreateLicencia(personaId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LicenciaInput) => createLicencia(personaId!, body),
    onSuccess: () => refreshQueries(queryClient, { queryKey: licenciasKey(personaId) }),
  });
}
