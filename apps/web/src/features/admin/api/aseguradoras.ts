import type { Cliente, CrearClienteInput } from "@portal/domain/aseguradora-cliente";
import type { CatalogueItem } from "@portal/domain/catalogues";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import { STAFF_QUERY_KEY, staffApi } from "./staff-client";

const key = [STAFF_QUERY_KEY, "aseguradoras", "clientes"];

type ConSecreto = { message: string; cliente: Cliente; client_secret: string };

/** The insurers' API clients (admins). */
export function useClientesAseguradora() {
  return useQuery({ queryKey: key, queryFn: () => staffApi.get<{ clientes: Cliente[] }>("/admin/aseguradoras/clientes") });
}

/** Registers a client; the answer carries the secret, shown once. */
export function useCrearCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CrearClienteInput) => staffApi.post<ConSecreto>("/admin/aseguradoras/clientes", input),
    onSettled: () => refreshQueries(queryClient, { queryKey: key }),
  });
}

export function useRotarCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffApi.post<ConSecreto>(`/admin/aseguradoras/clientes/${id}/rotar`, {}),
    onSettled: () => refreshQueries(queryClient, { queryKey: key }),
  });
}

export function useRevocarCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffApi.post<{ message: string; cliente: Cliente }>(`/admin/aseguradoras/clientes/${id}/revocar`, {}),
    onSettled: () => refreshQueries(queryClient, { queryKey: key }),
  });
}

/** The insurers' catalogue, read with the console's client (the carriers' one wants a carrier session). */
export function useCatalogoAseguradoras() {
  return useQuery({
    queryKey: [STAFF_QUERY_KEY, "catalogo", "aseguradora"],
    queryFn: () => staffApi.get<CatalogueItem[]>("/catalogo/aseguradora", { auth: false }),
    staleTime: 60 * 60_000,
  });
}
