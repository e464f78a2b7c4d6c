import type { FiltroNotificacion, NotificacionBody, NotificacionDetail, NotificacionRow } from "@portal/domain/buzon";
import type { TipoRevision } from "@portal/domain/revision";
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { downloadBlob } from "@/lib/download";
import { fileToDataUrl } from "@/lib/file-data-url";
import { pagedQueryOptions } from "@/lib/paged-query";
import { STAFF_QUERY_KEY, staffApi, staffResponse } from "../../api/staff-client";

const key = [STAFF_QUERY_KEY, "notificaciones"] as const;

/** GET /api/admin/notificaciones with a filter. */
export function useNotificaciones(filtro: FiltroNotificacion | undefined) {
  return useInfiniteQuery(
    pagedQueryOptions<"notificaciones", NotificacionRow>([...key, "lista", filtro], "/admin/notificaciones", "notificaciones", { filters: { filtro }, get: staffApi.get }),
  );
}

/** GET /api/admin/notificaciones/resumen: how many notices each filter holds. */
export function useNotificacionesResumen() {
  return useQuery(
    queryOptions({
      queryKey: [...key, "resumen"],
      queryFn: () => staffApi.get<{ notificaciones: Record<FiltroNotificacion, number> }>("/admin/notificaciones/resumen"),
    }),
  );
}

const threadKey = (tipo: TipoRevision, id: number) => [...key, "registro", tipo, id] as const;

/** GET /api/admin/revision/{tipo}/{id}/notificaciones: the record's notices and answers. */
export function useHiloRegistro(tipo: TipoRevision, id: number) {
  return useQuery(
    queryOptions({
      queryKey: threadKey(tipo, id),
      queryFn: async () => (await staffApi.get<{ notificaciones: NotificacionDetail[] }>(`/admin/revision/${tipo}/${id}/notificaciones`)).notificaciones,
    }),
  );
}

/** POST /api/admin/revision/{tipo}/{id}/notificaciones: a notice about the record, with PDFs as data URLs. */
export function useEnviarNotificacion(tipo: TipoRevision, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, ...body }: Omit<NotificacionBody, "adjuntos"> & { files: File[] }) => {
      const adjuntos = await Promise.all(files.map(async (f) => ({ nombre: f.name.replace(/\.pdf$/i, ""), pdf: await fileToDataUrl(f) })));
      return (await staffApi.post<{ notificacion: NotificacionDetail }>(`/admin/revision/${tipo}/${id}/notificaciones`, { ...body, adjuntos })).notificacion;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** POST /api/admin/notificaciones/{id}/cierre */
export function useCerrarNotificacion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cierre }: { id: number; cierre: "atendido" | "no_atendido" }) => staffApi.post(`/admin/notificaciones/${id}/cierre`, { cierre }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export async function downloadAdjuntoConsola(id: number, adjuntoId: number, nombre: string) {
  downloadBlob(await (await staffResponse(`/admin/notificaciones/${id}/adjuntos/${adjuntoId}/pdf`)).blob(), `${nombre}.pdf`);
}

export async function downloadConstanciaConsola(id: number) {
  const res = await staffResponse(`/admin/notificaciones/${id}/constancia`);
  downloadBlob(await res.blob(), `constancia-notificacion-${res.headers.get("x-constancia-codigo") ?? id}.pdf`);
}
