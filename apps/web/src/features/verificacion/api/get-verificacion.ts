import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Verificacion } from "@portal/domain/validacion";
import { api } from "@/lib/api-client";

/** GET /api/verificar/{codigo}?llave=…: public, no token. An unknown code and a wrong key both answer 404. */
export async function getVerificacion(codigo: string, llave: string): Promise<Verificacion> {
  const res = await api.get<{ verificacion: Verificacion }>(`/verificar/${encodeURIComponent(codigo)}`, { auth: false, query: { llave } });
  return res.verificacion;
}

export function verificacionQueryOptions(codigo: string, llave: string) {
  return queryOptions({
    queryKey: ["verificar", codigo, llave],
    queryFn: () => getVerificacion(codigo, llave),
    // The state can change at any moment (revoked, expired): always ask again.
    staleTime: 0,
    retry: false,
  });
}

export function useVerificacion(codigo: string, llave: string) {
  const query = useQuery(verificacionQueryOptions(codigo, llave));
  // A check that failed for want of a network runs again when the browser is back online (the query
  // library's own reconnect only fires once it has seen the browser go offline, not on a page opened offline).
  const { refetch, isError } = query;
  useEffect(() => {
    if (!isError) return;
    const again = () => void refetch();
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  }, [isError, refetch]);
  return query;
}
