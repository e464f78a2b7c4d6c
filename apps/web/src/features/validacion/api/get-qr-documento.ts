import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/validar_registro_piloto/{qrId}/documento: `documento[0]` is the QR as a PNG data URL. */
export async function getQrDocumento(qrId: number): Promise<string> {
  const res = await api.get<{ documento: string[] }>(`/validar_registro_piloto/${qrId}/documento`);
  const first = res.documento[0];
  if (!first) throw new Error("QR sin imagen");
  return first;
}

/** Fetched on demand (a click on "Descargar QR"), so a mutation rather than a cached query. */
export function useQrDocumento() {
  return useMutation({ mutationFn: getQrDocumento });
}
