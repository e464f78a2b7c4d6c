import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { NotificarUpdate } from "@portal/domain/persona-contacto";
import { api } from "@/lib/api-client";
import { contactKey, type ContactResource } from "./contact-resource";

/**
 * PUT /api/{resource}/{id} with `{notificar}`: the edit of an address, e-mail or phone changes only
 * that flag, and sends it (the old portal sent an empty body; decision 010).
 */
export function updateNotificar(resource: ContactResource, id: number, body: NotificarUpdate): Promise<unknown> {
  return api.put(`/${resource}/${id}`, body);
}

export function useUpdateNotificar(resource: ContactResource, personaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notificar }: { id: number; notificar: boolean }) => updateNotificar(resource, id, { notificar }),
    onSuccess: () => refreshQueries(queryClient, { queryKey: contactKey(resource, personaId) }),
  });
}
