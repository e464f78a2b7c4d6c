import { useMutation } from "@tanstack/react-query";
import { apiResponse } from "@/lib/api-client";
import { downloadBlob } from "@/lib/download";

/**
 * GET /api/constancia: a new certificate of the account's registered data, saved as a file. Answers its
 * code (header X-Constancia-Codigo), so the page can link to the certificate's public check.
 */
export async function downloadConstancia(): Promise<{ codigo: string }> {
  const res = await apiResponse("/constancia");
  const codigo = res.headers.get("x-constancia-codigo") ?? "";
  downloadBlob(await res.blob(), `constancia-${codigo}.pdf`);
  return { codigo };
}

export function useDownloadConstancia() {
  return useMutation({ mutationFn: downloadConstancia });
}
