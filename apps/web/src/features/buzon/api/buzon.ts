import type { NotificacionDetail, NotificacionRow } from "@portal/domain/buzon";
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiBlob, apiResponse } from "@/lib/api-client";
import { downloadBlob } from "@/lib/download";
import { fileToDataUrl } from "@/lib/file-data-url";
import { pagedQueryOptions } from "@/lib/paged-query";

export const buzonKey = ["buzon"] as const;

/** GET /api/buzon: the carrier's notices, newest first. */
export function useBuzon() {
  return useInfiniteQuery({ ...pagedQueryOptions<"notificaciones", NotificacionRow>([...buzonKey, "lista"], "/buzon", "notificaciones"), staleTime: 0 });
}

/** GET /api/buzon/resumen: the top bar's count of unread notices. */
export function useBuzonResumen() {
  return useQuery(
    queryOptions({
      queryKey: [...buzonKey, "resumen"],
      queryFn: () => api.get<{ buzon: { sin_leer: number; por_responder: number } }>("/buzon/resumen"),
      staleTime: 60_000,
    }),
  );
}

/** GET /api/buzon/{id}: opens the notice (its receipt is recorded the first time); the count is read again. */
export function useNotificacion(id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...buzonKey, id],
    queryFn: async () => {
      const res = await api.get<{ notificacion: NotificacionDetail }>(`/buzon/${id}`);
      void client.invalidateQueries({ queryKey: [...buzonKey, "resumen"] });
      void client.invalidateQueries({ queryKey: [...buzonKey, "lista"] });
      return res.notificacion;
    },
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** POST /api/buzon/{id}/respuestas: the answer with its PDFs as data URLs. */
export function useResponder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ texto, files }: { texto: string; files: File[] }) => {
      const adjuntos = await Promise.all(files.map(async (f) => ({ nombre: f.name.replace(/\.pdf$/i, ""), pdf: await fileToDataUrl(f) })));
      return (await api.post<{ notificacion: NotificacionDetail }>(`/buzon/${id}/respuestas`, { texto, adjuntos })).notificacion;
    },
    onSuccess: async (n) => {
      client.setQueryData([...buzonKey, id], n);
      await client.invalidateQueries({ queryKey: [...buzonKey, "resumen"] });
    },
  });
}

export async function downloadAdjunto(id: number, adjuntoId: number, nombre: string) {
  downloadBlob(await apiBlob(`/buzon/${id}/adjuntos/${adjuntoId}/pdf`), `${nombre}.pdf`);
}

/** GET /api/buzon/{id}/constancia: a new proof of notification, saved under its code. */
export async function downloadConstanciaNotificacion(id: number) {
  const res = await apiResponse(`/buzon/${id}/constancia`);
  const codigo = res.headers.get("x-constancia-codigo") ?? String(id);
  downloadBlob(await res.blob(), `constancia-notificacion-${codigo}.pdf`);
}
