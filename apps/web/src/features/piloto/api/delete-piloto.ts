import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import { api } from "@/lib/api-client";
import { pilotoKey } from "./get-piloto";
import { pilotosKey } from "./get-pilotos";

/** DELETE /api/piloto/{id}: the pilot, its emergency contacts and its documents. */
export function deletePiloto(id: number) {
  return api.delete<{ message: string }>(`/piloto/${id}`);
}

export function useDeletePiloto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePiloto,
    onSuccess: (_res, id) => {
      queryClient.removeQueries({ queryKey: pilotoKey(id) });
      return refreshQueries(queryClient, { queryKey: pilotosKey });
    },
  });
}
