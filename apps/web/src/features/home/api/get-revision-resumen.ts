import type { RevisionResumen } from "@portal/domain/revision";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/revision/resumen, read afresh on every visit (a decision or an edit elsewhere changes it). */
export function useRevisionResumen() {
  return useQuery({ queryKey: ["revision", "resumen"], queryFn: () => api.get<RevisionResumen>("/revision/resumen"), staleTime: 0, refetchOnMount: "always" });
}
