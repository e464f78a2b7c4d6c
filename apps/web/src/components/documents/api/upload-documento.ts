import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/lib/refresh-queries";
import type { DocumentoFamilia, DocumentoRow } from "@portal/domain/documento";
import { sendForm } from "@/lib/send-form";
import { documentosKey, documentosPath } from "./get-documentos";

type Answer = { documento: DocumentoRow };

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
  return (await sendForm<Answer>("POST", path, form, onProgress)).documento;
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
