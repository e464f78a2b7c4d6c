import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { DocumentoFamilia, DocumentoRow } from "@portal/domain/documento";
import { MSG } from "@portal/domain/messages";
import { ApiError, messageFromBody, refreshOrEndSession } from "@/lib/api-client";
import { geoHeaders } from "@/lib/geolocation";
import { getStored } from "@/lib/session";
import { documentosKey, documentosPath } from "./get-documentos";

/** Same prefix as lib/api-client; this call needs XMLHttpRequest for its upload progress. */
const API_BASE = "/api";

type Answer = { documento: DocumentoRow };

/** One XMLHttpRequest POST of a multipart form that reports the share of the body sent (0..1). */
function postWithProgress(path: string, form: FormData, onProgress: (sent: number) => void): Promise<Answer> {
  const token = getStored("access_token");
  if (!token) return Promise.reject(new ApiError({ kind: "no-token", status: 0, message: MSG.noToken }));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${API_BASE}${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    // No Content-Type: the browser sets multipart/form-data with its boundary.
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
    xhr.send(form);
  });
}

/**
 * POST /api/{familia}_documento/{id}/{familia}/pdf: the file streamed as multipart (no base64), with
 * `tipo_documento_id`. An expired token (401) refreshes the session once and the upload is retried.
 */
export async function uploadDocumento(
  familia: DocumentoFamilia,
  entidadId: number,
  upload: { file: Blob; fileName: string; tipo_documento_id: number },
  onProgress: (sent: number) => void = () => {},
): Promise<DocumentoRow> {
  const path = `${documentosPath(familia, entidadId)}/pdf`;
  const form = () => {
    const data = new FormData();
    // Fields first: the server reads them before the file.
    data.append("tipo_documento_id", String(upload.tipo_documento_id));
    data.append("documento", upload.file, upload.fileName);
    return data;
  };
  try {
    return (await postWithProgress(path, form(), onProgress)).documento;
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
    await refreshOrEndSession(err);
    return (await postWithProgress(path, form(), onProgress)).documento;
  }
}

export interface UploadVariables {
  file: File;
  tipo_documento_id: number;
  onProgress?: (sent: number) => void;
}

/** The upload of one document; the entity's list reloads, so its preview shows the stored file. */
export function useUploadDocumento(familia: DocumentoFamilia, entidadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, tipo_documento_id, onProgress }: UploadVariables) =>
      uploadDocumento(familia, entidadId, { file, fileName: file.name, tipo_documento_id }, onProgress),
    onSuccess: () => refreshQueries(queryClient, { queryKey: documentosKey(familia, entidadId) }),
  });
}
