import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { EmailCreate, EmailRow } from "@portal/domain/persona-contacto";
import { api } from "@/lib/api-client";
import { contactKey, contactListPath } from "./contact-resource";

/** POST /api/persona_email/{personaId}/persona. */
export function createEmail(personaId: number, body: EmailCreate): Promise<EmailRow> {
  return api.post<{ email: EmailRow }>(contactListPath("persona_email", personaId), body).then((r) => r.email);
}

export function useCreateEmail(personaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailCreate) => createEmail(personaId, body),
    onSuccess: () => refreshQueries(queryClient, { queryKey: contactKey("persona_email", personaId) }),
  });
}
