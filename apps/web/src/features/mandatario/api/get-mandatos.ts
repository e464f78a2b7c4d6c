import { useInfiniteQuery } from "@tanstack/react-query";
import type { Mandato } from "@portal/domain/mandato";
import { pagedQueryOptions } from "@/lib/paged-query";

export const mandatosKey = (personaId: string | null) => ["mandato", personaId] as const;

/** GET /api/mandato/{personaId}/persona: a page at a time under `mandato`. */
export function mandatosQueryOptions(personaId: string | null) {
  return pagedQueryOptions<"mandato", Mandato>(mandatosKey(personaId), `/mandato/${personaId}/persona`, "mandato", { enabled: Boolean(personaId) });
}

export function useMandatos(personaId: string | null) {
  return useInfiniteQuery(mandatosQueryOptions(personaId));
}
