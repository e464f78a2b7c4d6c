import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { CalendarioCreated } from "@portal/domain/constancia";
import { api } from "@/lib/api-client";
import { calendarioKey } from "./get-calendario";

/** POST /api/calendario: a new private calendar URL, answered this once; the previous one stops working. */
export async function createCalendario(): Promise<CalendarioCreated> {
  return (await api.post<{ calendario: CalendarioCreated }>("/calendario")).calendario;
}

export function useCreateCalendario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendario,
    onSuccess: () => refreshQueries(queryClient, { queryKey: calendarioKey }),
  });
}
