import type { RevisionDetail, RevisionFilters, RevisionItem, TipoRevision } from "@portal/domain/revision";
import { refreshQueries } from "@/lib/refresh-queries";
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pagedQueryOptions } from "@/lib/paged-query";
import { STAFF_QUERY_KEY, staffApi } from "../../api/staff-client";

const revisionKey = [STAFF_QUERY_KEY, "revision"] as const;

export type QueueFilters = Partial<Pick<RevisionFilters, "estado" | "tipo" | "nit">>;

/** GET /api/admin/revision: the queue, oldest first, a page at a time. */
export function useRevisionQueue(filters: QueueFilters) {
  return useInfiniteQuery(
    pagedQueryOptions<"revision", RevisionItem>([...revisionKey, "cola", filters], "/admin/revision", "revision", {
      filters: { estado: filters.estado, tipo: filters.tipo, nit: filters.nit },
      get: staffApi.get,
    }),
  );
}

const detailKey = (tipo: TipoRevision, id: number) => [...revisionKey, tipo, id] as const;

/** GET /api/admin/revision/{tipo}/{id}: the record, its carrier, documents, decisions and history. */
export function useRevisionDetail(tipo: TipoRevision, id: number) {
  return useQuery(
    queryOptions({ queryKey: detailKey(tipo, id), queryFn: ({ signal }) => staffApi.get<RevisionDetail>(`/admin/revision/${tipo}/${id}`, { signal }) }),
  );
}

/** POST /api/admin/revision/{tipo}/{id}: approve, or reject with a reason; the queue is read again. */
export function useDecideRevision(tipo: TipoRevision, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { estado: "aprobado" | "rechazado"; motivo?: string }) => staffApi.post<RevisionDetail>(`/admin/revision/${tipo}/${id}`, body),
    onSuccess: async (detail) => {
      client.setQueryData(detailKey(tipo, id), detail);
      await refreshQueries(client, { queryKey: [...revisionKey, "cola"] });
    },
    // Refused (another staff member decided first, or the same decision again): show the record as it is now.
    onError: () => client.invalidateQueries({ queryKey: detailKey(tipo, id) }),
  });
}

/**
 * The oldest pending record of the queue (with the filters the staff member came with) that is not
 * this one: what to open after a decision. Read only once asked (`enabled`).
 */
export function useNextInQueue(filters: Omit<QueueFilters, "estado">, current: { tipo: TipoRevision; id: number }, enabled: boolean) {
  return useQuery({
    queryKey: [...revisionKey, "cola", "siguiente", filters, current],
    enabled,
    queryFn: async ({ signal }) => {
      const page = await staffApi.get<{ revision: RevisionItem[] }>("/admin/revision", { signal, query: { estado: "pendiente", tipo: filters.tipo, nit: filters.nit, limit: 2 } });
      return page.revision.find((r) => r.tipo !== current.tipo || r.id !== current.id) ?? null;
    },
  });
}
