import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TelefonoRow } from "@portal/domain/persona-contacto";
import { getAllPages } from "@/lib/paged-query";
import { contactKey, contactListPath } from "./contact-resource";

/** GET /api/persona_telefono/{personaId}/persona (under `telefono`; a few per persona, shown whole: every page, decision 095). */
export function getTelefonos(personaId: number): Promise<TelefonoRow[]> {
  return getAllPages<"telefono", TelefonoRow>(contactListPath("persona_telefono", personaId), "telefono");
}

export const telefonosQueryOptions = (personaId: number) =>
  queryOptions({ queryKey: contactKey("persona_telefono", personaId), queryFn: () => getTelefonos(personaId) });

export const useTelefonos = (personaId: number) => useQuery(telefonosQueryOptions(personaId));
