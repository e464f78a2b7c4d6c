import type { ExportKind, ExportQuery } from "@portal/domain/tablero";
import { useMutation } from "@tanstack/react-query";
import { downloadBlob } from "@/lib/download";
import { staffResponse } from "./staff-client";

/**
 * GET /api/admin/export/{kind}.csv with the filters, saved under the server's file name. Fetched with
 * the console's token (a plain link would carry none), so the file passes through the page's memory.
 */
export async function downloadExport(kind: ExportKind, filters: ExportQuery): Promise<void> {
  const res = await staffResponse(`/admin/export/${kind}.csv`, { query: { ...filters } });
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `${kind}.csv`;
  downloadBlob(await res.blob(), name);
}

export function useDownloadExport() {
  return useMutation({ mutationFn: ({ kind, filters }: { kind: ExportKind; filters: ExportQuery }) => downloadExport(kind, filters) });
}
