import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CalendarioEstado } from "@portal/domain/constancia";
import { api } from "@/lib/api-client";

export const calendarioKey = ["calendario"] as const;

/** GET /api/calendario: whether the account has a live calendar URL (never the URL itself). */
export async function getCalendario(): Promise<CalendarioEstado> {
  return (await api.get<{ calendario: CalendarioEstado }>("/calendario")).calendario;
}

export const calendarioQueryOptions = () => queryOptions({ queryKey: calendarioKey, queryFn: getCalendario });

export function useCalendario() {
  return useQuery(calendarioQueryOptions());
}
