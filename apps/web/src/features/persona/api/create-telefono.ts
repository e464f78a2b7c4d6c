import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { TelefonoCreate, TelefonoRow } from "@portal/domain/persona-contacto";
import { api } from "@/lib/api-client";
import { contactKey, contactListPath } from "./contact-resource";

/** POST /api/persona_telefono/{personaId}/persona. */
export function createTelefono(personaId: number, body: TelefonoCreate): Promise<TelefonoRow> {
  return api.post<{ telefono: TelefonoRow }>(contactListPath("persona_telefono", personaId), body).then((r) => r.telefono);
}

export function useCreateTelefono(personaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TelefonoCreate) => createTelefono(personaId, body),
    onSuccess: () => refreshQueries(queryClient, { queryKey: contactKey("persona_telefono", personaId) }),
  });
}
