import { apiBlob } from "@/lib/api-client";

/**
 * GET /api/vehiculo/{id}/poliza_documento/pdf: the policy's PDF as a Blob, for the preview. Unlike a
 * document, the policy file can be replaced under the same vehicle: it is read again on each visit.
 */
export function polizaPdfSource(vehiculoId: number) {
  return {
    queryKey: ["vehiculo", "poliza_pdf", vehiculoId],
    queryFn: () => apiBlob(`/vehiculo/${vehiculoId}/poliza_documento/pdf`),
    staleTime: 0,
  };
}
