import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Abogado } from "@portal/domain/abogado";
import { api } from "@/lib/api-client";

export const abogadosKey = (personaId: string | null) => ["abogado_auxiliar", personaId] as const;

/** GET /api/abogado_auxiliar/{personaId}/persona: the list is under `abogado_auxiliar`. */
export async function getAbogados(personaId: string): Promise<Abogado[]> {
  const res = await api.get<{ abogado_auxiliar: Abogado[] }>(`/abogado_auxiliar/${personaId}/persona`);
  return res.abogado_auxiliar;
}

export function abogadosQueryOptions(personaId: string | null) {
  return queryOptions({
    queryKey: abogadosKey(personaId),
    queryFn: () => getAbogados(personaId!),
    enabled: Boolean(personaId),
  });
}

export function useAbogados(personaId: string | null) {
  return useQuery(abogadosQueryOptions(personaId));
}
