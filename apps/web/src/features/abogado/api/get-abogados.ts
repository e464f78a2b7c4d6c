import { useInfiniteQuery } from "@tanstack/react-query";
import type { Abogado } from "@portal/domain/abogado";
import { pagedQueryOptions } from "@/lib/paged-query";

export const abogadosKey = (personaId: string | null) => ["abogado_auxiliar", personaId] as const;

/** GET /api/abogado_auxiliar/{personaId}/persona: a page at a time under `abogado_auxiliar`. */
export function abogadosQueryOptions(personaId: string | null) {
  return pagedQueryOptions<"abogado_auxiliar", Abogado>(abogadosKey(personaId), `/abogado_auxiliar/${personaId}/persona`, "abogado_auxiliar", { enabled: Boolean(personaId) });
}

export function useAbogados(personaId: string | null) {
  return useInfiniteQuery(abogadosQueryOptions(personaId));
}
