import type { PdfSource } from "@/components/documents/document-preview";
import { STAFF_QUERY_KEY, staffResponse } from "../../api/staff-client";

/** A PDF of the staff routes (`/api/admin/...`), read with the console's token, for the lazy preview. */
export function staffPdfSource(pdfUrl: string): PdfSource {
  const path = pdfUrl.replace(/^\/api/, "");
  return {
    queryKey: [STAFF_QUERY_KEY, "pdf", path],
    queryFn: async () => (await staffResponse(path)).blob(),
    staleTime: Infinity,
  };
}
