import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EmailRow } from "@portal/domain/persona-contacto";
import { getAllPages } from "@/lib/paged-query";
import { contactKey, contactListPath } from "./contact-resource";

/** GET /api/persona_email/{personaId}/persona (under `email`; a few per persona, shown whole: every page, decision 095). */
export function getEmails(personaId: number): Promise<EmailRow[]> {
  return getAllPages<"email", EmailRow>(contactListPath("persona_email", personaId), "email");
}

export const emailsQueryOptions = (personaId: number) =>
  queryOptions({ queryKey: contactKey("persona_email", personaId), queryFn: () => getEmails(personaId) });

export const useEmails = (personaId: number) => useQuery(emailsQueryOptions(personaId));
