import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TelefonoRow } from "@portal/domain/persona-contacto";
import { api } from "@/lib/api-client";
import { contactKey, contactListPath } from "./contact-resource";

/** GET /api/persona_telefono/{personaId}/persona (under `telefono`). */
export function getTelefonos(personaId: number): Promise<TelefonoRow[]> {
  return api.get<{ telefono: TelefonoRow[] }>(contactListPath("persona_telefono", personaId)).then((r) => r.telefono);
}

export const telefonosQueryOptions = (personaId: number) =>
  queryOptions({ queryKey: contactKey("persona_telefono", personaId), queryFn: () => getTelefonos(personaId) });

export const useTelefonos = (personaId: number) => useQuery(telefonosQueryOptions(personaId));
