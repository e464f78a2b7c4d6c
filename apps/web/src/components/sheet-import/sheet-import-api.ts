import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { VistaImportacion } from "@portal/domain/hoja-vehiculos";
import { ApiError, apiResponse } from "@/lib/api-client";
import { downloadBlob } from "@/lib/download";
import { refreshQueries } from "@/lib/refresh-queries";
import { sendForm } from "@/lib/send-form";

/**
 * Where a record's spreadsheet routes live: `${base}/plantilla` (template, `?formato=csv`), `${base}/hoja`
 * (export), `${base}/importacion/vista` (preview) and `${base}/importacion` (apply), e.g.
 * `/vehiculo/7/tarjeta_operacion` or `/piloto/3/persona`.
 */
export interface SheetRoutes {
  base: string;
  /** The list the import adds to, refreshed after an apply. */
  listKey: QueryKey;
}

export type SheetDownload = "plantilla-xlsx" | "plantilla-csv" | "exportacion";

/** GET the template (xlsx or csv) or the export, saved under the server's file name. */
export async function downloadHoja(base: string, que: SheetDownload): Promise<void> {
  const res = await apiResponse(que === "exportacion" ? `${base}/hoja` : `${base}/plantilla`, { query: que === "plantilla-csv" ? { formato: "csv" } : undefined });
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "hoja.xlsx";
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
export function previewImport(base: string, v: ImportVariables) {
  return sendForm<VistaImportacion>("POST", `${base}/importacion/vista`, form(v), v.onProgress);
}

/** POST …/importacion: everything or nothing. A 422 with the report comes back as the report (aplicado false). */
export async function applyImport(base: string, v: ImportVariables): Promise<VistaImportacion> {
  try {
    return await sendForm<VistaImportacion>("POST", `${base}/importacion`, form(v), v.onProgress);
  } catch (err) {
    const body = err instanceof ApiError ? (err.body as Partial<VistaImportacion> | null) : null;
    if (err instanceof ApiError && err.status === 422 && body && Array.isArray(body.filas)) return body as VistaImportacion;
    throw err;
  }
}

export function usePreviewImport({ base }: SheetRoutes) {
  return useMutation({ mutationFn: (v: ImportVariables) => previewImport(base, v) });
}

export function useApplyImport({ base, listKey }: SheetRoutes) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: ImportVariables) => applyImport(base, v),
    onSuccess: (vista) => (vista.aplicado ? refreshQueries(queryClient, { queryKey: listKey }) : undefined),
  });
}

export function useDownloadHoja({ base }: SheetRoutes) {
  return useMutation({ mutationFn: (que: SheetDownload) => downloadHoja(base, que) });
}
