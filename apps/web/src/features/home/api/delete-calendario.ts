import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import { api } from "@/lib/api-client";
import { calendarioKey } from "./get-calendario";

/** DELETE /api/calendario: the calendar URL stops working. */
export async function deleteCalendario(): Promise<string> {
  return (await api.delete<{ message: string }>("/calendario")).message;
}

export function useDeleteCalendario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendario,
    onSuccess: () => refreshQueries(queryClient, { queryKey: calendarioKey }),
  });
}
