import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import { api } from "@/lib/api-client";
import { contactKey, type ContactResource } from "./contact-resource";

/** DELETE /api/{resource}/{id} (an address, e-mail or phone). */
export function deleteContacto(resource: ContactResource, id: number): Promise<unknown> {
  return api.delete(`/${resource}/${id}`);
}

export function useDeleteContacto(resource: ContactResource, personaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContacto(resource, id),
    onSuccess: () => refreshQueries(queryClient, { queryKey: contactKey(resource, personaId) }),
  });
}
