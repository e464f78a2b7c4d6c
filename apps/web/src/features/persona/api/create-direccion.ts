import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { DireccionCreate, DireccionRow } from "@portal/domain/persona-contacto";
import { api } from "@/lib/api-client";
import { contactKey, contactListPath } from "./contact-resource";

/** POST /api/persona_direccion/{personaId}/persona. */
export function createDireccion(personaId: number, body: DireccionCreate): Promise<DireccionRow> {
  return api.post<{ direccion: DireccionRow }>(contactListPath("persona_direccion", personaId), body).then((r) => r.direccion);
}

export function useCreateDireccion(personaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DireccionCreate) => createDireccion(personaId, body),
    onSuccess: () => refreshQueries(queryClient, { queryKey: contactKey("persona_direccion", personaId) }),
  });
}
