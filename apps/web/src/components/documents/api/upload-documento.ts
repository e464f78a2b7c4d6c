import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentoFamilia, DocumentoRow, DocumentoUpload } from "@portal/domain/documento";
import { MSG } from "@portal/domain/messages";
import { api, ApiError, messageFromBody } from "@/lib/api-client";
import { geoHeaders } from "@/lib/geolocation";
import { getStored } from "@/lib/session";
import { documentosKey, documentosPath } from "./get-documentos";

/** Same prefix as lib/api-client; this call needs XMLHttpRequest for its upload progress. */
const API_BASE = "/api";

type Answer = { documento: DocumentoRow };

/** One XMLHttpRequest POST that reports the share of the body sent (0..1). */
function postWithProgress(path: string, body: DocumentoUpload, onProgress: (sent: number) => void): Promise<Answer> {
  const token = getStored("access_token");
  if (!token) return Promise.reject(new ApiError({ kind: "no-token", status: 0, message: MSG.noToken }));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${API_BASE}${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Content-Type", "application/json");
    xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    for (const [name, value] of Object.entries(geoHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError({ kind: "network", status: 0, message: MSG.noServer }));
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        parsed = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(parsed as Answer);
      const errors = parsed && typeof parsed === "object" && "errors" in parsed ? ((parsed as { errors?: Record<string, string[]> }).errors ?? {}) : {};
      reject(new ApiError({ kind: "http", status: xhr.status, message: messageFromBody(parsed) ?? MSG.unexpected, errors, body: parsed }));
    };
    xhr.send(JSON.stringify(body));
  });
}

/**
 * POST /api/{familia}_documento/{id}/{familia} with `{documento, tipo_documento_id, activo: true}`.
 * An expired token (401) is retried once through the API client, which refreshes the session or
 * signs the user out.
 */
export async function uploadDocumento(
  familia: DocumentoFamilia,
  entidadId: number,
  body: DocumentoUpload,
  onProgress: (sent: number) => void = () => {},
): Promise<DocumentoRow> {
  const path = documentosPath(familia, entidadId);
  try {
    return (await postWithProgress(path, body, onProgress)).documento;
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
    const answer = await api.post<Answer>(path, body);
    onProgress(1);
    return answer.documento;
  }
}

export interface UploadVariables {
  documento: string;
  tipo_documento_id: number;
  onProgress?: (sent: number) => void;
}

/** The upload of one document; the entity's list reloads, so its preview shows the stored file. */
export function useUploadDocumento(familia: DocumentoFamilia, entidadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documento, tipo_documento_id, onProgress }: UploadVariables) =>
      uploadDocumento(familia, entidadId, { documento, tipo_documento_id, activo: true }, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentosKey(familia, entidadId) }),
  });
}
