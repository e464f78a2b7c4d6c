import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConstanciaVerificacion } from "@portal/domain/constancia";
import { api } from "@/lib/api-client";

/** GET /api/constancias/{codigo}: public, no token. Who, when, what was certified and the hash of the file issued. */
export async function getConstancia(codigo: string): Promise<ConstanciaVerificacion> {
  return (await api.get<{ constancia: ConstanciaVerificacion }>(`/constancias/${encodeURIComponent(codigo)}`, { auth: false })).constancia;
}

export function constanciaQueryOptions(codigo: string) {
  return queryOptions({ queryKey: ["constancia", codigo], queryFn: () => getConstancia(codigo), retry: false });
}

export function useConstancia(codigo: string) {
  return useQuery(constanciaQueryOptions(codigo));
}
