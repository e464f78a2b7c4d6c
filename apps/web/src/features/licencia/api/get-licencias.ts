import { useInfiniteQuery } from "@tanstack/react-query";
import type { Licencia } from "@portal/domain/licencia";
import { pagedQueryOptions } from "@/lib/paged-query";

export const licenciasKey = (personaId: string | null) => ["licencia", personaId] as const;

/** GET /api/licencia/{personaId}/persona: a page at a time under `licencia`. */
export function licenciasQueryOptions(personaId: string | null) {
  return pagedQueryOptions<"licencia", Licencia>(licenciasKey(personaId), `/licencia/${personaId}/persona`, "licencia", { enabled: Boolean(personaId) });
}

export function useLicencias(personaId: string | null) {
  return useInfiniteQuery(licenciasQueryOptions(personaId));
}
