import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface QrImagen {
  /** The QR as a PNG data URL (`documento[0]`). */
  png: string;
  /** The name to save it under: QR_{placa}_{codigo}.png (decision 202). */
  archivo: string;
}

/** GET /api/validar_registro_piloto/{qrId}/documento: the QR's image and its file name. */
export async function getQrDocumento(qrId: number): Promise<QrImagen> {
  const res = await api.get<{ documento: string[]; archivo: string }>(`/validar_registro_piloto/${qrId}/documento`);
  const png = res.documento[0];
  if (!png) throw new Error("QR sin imagen");
  return { png, archivo: res.archivo };
}

/** Fetched on demand (a click on "Descargar QR"), so a mutation rather than a cached query. */
export function useQrDocumento() {
  return useMutation({ mutationFn: getQrDocumento });
}
