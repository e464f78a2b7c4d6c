import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EmailRow } from "@portal/domain/persona-contacto";
import { api } from "@/lib/api-client";
import { contactKey, contactListPath } from "./contact-resource";

/** GET /api/persona_email/{personaId}/persona (under `email`). */
export function getEmails(personaId: number): Promise<EmailRow[]> {
  return api.get<{ email: EmailRow[] }>(contactListPath("persona_email", personaId)).then((r) => r.email);
}

export const emailsQueryOptions = (personaId: number) =>
  queryOptions({ queryKey: contactKey("persona_email", personaId), queryFn: () => getEmails(personaId) });

export const useEmails = (personaId: number) => useQuery(emailsQueryOptions(personaId));
