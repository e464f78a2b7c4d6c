import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { RecordatoriosUpdate } from "@portal/domain/vencimiento";
import { api } from "@/lib/api-client";
import { contactKey } from "./contact-resource";

/** PUT /api/persona_email/{id}/recordatorios: whether the reminders of what is due go to this e-mail. */
export function useUpdateRecordatorios(personaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, recordatorios }: { id: number } & RecordatoriosUpdate) => api.put<{ message: string }>(`/persona_email/${id}/recordatorios`, { recordatorios }),
    onSuccess: () => refreshQueries(queryClient, { queryKey: contactKey("persona_email", personaId) }),
  });
}
