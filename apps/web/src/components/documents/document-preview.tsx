import { useEffect, useState } from "react";
import type { DocumentoFamilia } from "@portal/domain/documento";
import { LoadingBlock } from "@/components/ui/spinner";
import { useDocumentoContent } from "./api/get-documento-content";
import { dataUrlToBlob } from "./pdf-file";

export const CONTENT_FAILED = "No se pudo obtener el documento";

/** A blob: URL for the PDF while the component lives (the CSP allows blob: frames). */
function useBlobUrl(dataUrl: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const blob = dataUrl ? dataUrlToBlob(dataUrl) : null;
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [dataUrl]);
  return url;
}

/** The inline preview of an uploaded document, fetched by its id. */
export function DocumentPreview({ familia, documentId, label }: { familia: DocumentoFamilia; documentId: number; label: string }) {
  const content = useDocumentoContent(familia, documentId);
  const url = useBlobUrl(content.data);

  if (content.isPending) return <LoadingBlock text="Cargando vista previa..." />;
  if (content.isError || !url) {
    return <p className="text-sm text-red-700 dark:text-red-400">{CONTENT_FAILED}</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <iframe
        src={url}
        title={`Vista previa de ${label}`}
        className="h-72 w-full rounded-lg border border-gray-200 bg-gray-50 dark:border-gray-700 dark:bg-gray-800"
      />
      <a href={url} target="_blank" rel="noopener" className="self-start text-sm font-medium text-brand-700 underline dark:text-brand-200">
        Abrir {label} en otra pestaña
      </a>
    </div>
  );
}
