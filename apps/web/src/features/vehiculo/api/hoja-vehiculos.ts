import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VistaImportacion } from "@portal/domain/hoja-vehiculos";
import { ApiError, apiResponse } from "@/lib/api-client";
import { downloadBlob } from "@/lib/download";
import { refreshQueries } from "@/lib/refresh-queries";
import { sendForm } from "@/lib/send-form";
import { vehiculosKey } from "./get-vehiculos";

/** GET a card's template (xlsx or csv) or its export, saved under the server's file name. */
export async function downloadHoja(tarjetaId: number, que: "plantilla-xlsx" | "plantilla-csv" | "exportacion"): Promise<void> {
  const path = que === "exportacion" ? `/vehiculo/${tarjetaId}/tarjeta_operacion/hoja` : `/vehiculo/${tarjetaId}/tarjeta_operacion/plantilla`;
  const res = await apiResponse(path, { query: que === "plantilla-csv" ? { formato: "csv" } : undefined });
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "vehiculos.xlsx";
  downloadBlob(await res.blob(), name);
}

export interface ImportVariables {
  archivo: File;
  /** ZIP of policy PDFs named by plate (123ABC.pdf). */
  polizas?: File | null;
  omitir: number[];
  onProgress?: (sent: number) => void;
}

const form = ({ archivo, polizas, omitir }: ImportVariables) => () => {
  const body = new FormData();
  if (omitir.length > 0) body.append("omitir", omitir.join(","));
  body.append("archivo", archivo, archivo.name);
  if (polizas) body.append("polizas", polizas, polizas.name);
  return body;
};

/** POST …/importacion/vista: every row checked, nothing written. */
export function previewImport(tarjetaId: number, v: ImportVariables) {
  return sendForm<VistaImportacion>("POST", `/vehiculo/${tarjetaId}/tarjeta_operacion/importacion/vista`, form(v), v.onProgress);
}

/** POST …/importacion: everything or nothing. A 422 with the report comes back as the report (aplicado false). */
export async function applyImport(tarjetaId: number, v: ImportVariables): Promise<VistaImportacion> {
  try {
    return await sendForm<VistaImportacion>("POST", `/vehiculo/${tarjetaId}/tarjeta_operacion/importacion`, form(v), v.onProgress);
  } catch (err) {
    const body = err instanceof ApiError ? (err.body as Partial<VistaImportacion> | null) : null;
    if (err instanceof ApiError && err.status === 422 && body && Array.isArray(body.filas)) return body as VistaImportacion;
    throw err;
  }
}

export function usePreviewImport(tarjetaId: number) {
  return useMutation({ mutationFn: (v: ImportVariables) => previewImport(tarjetaId, v) });
}

export function useApplyImport(tarjetaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: ImportVariables) => applyImport(tarjetaId, v),
    onSuccess: (vista) => (vista.aplicado ? refreshQueries(queryClient, { queryKey: vehiculosKey(tarjetaId) }) : undefined),
  });
}

export function useDownloadHoja(tarjetaId: number) {
  return useMutation({ mutationFn: (que: Parameters<typeof downloadHoja>[1]) => downloadHoja(tarjetaId, que) });
}
