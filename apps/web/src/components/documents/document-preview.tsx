import { useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { DocumentoFamilia } from "@portal/domain/documento";
import { Button } from "@/components/ui/button";
import { LoadingBlock } from "@/components/ui/spinner";
import { documentoPdfSource } from "./api/get-documento-pdf";

export const CONTENT_FAILED = "No se pudo obtener el documento";

/** A blob: URL for the PDF while the component lives (the CSP allows blob: frames). */
function useBlobUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

/**
 * True once the element has come near the viewport; stays true. Without IntersectionObserver it
 * stays false and the "Ver" button asks for the preview instead.
 */
function useSeen<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    }, { rootMargin: "100px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}

/** How a preview reads its PDF: a query (key, fetch, freshness) it enables only once asked. */
export interface PdfSource {
  queryKey: readonly unknown[];
  queryFn: () => Promise<Blob>;
  staleTime?: number;
}

/**
 * The inline preview of a stored PDF, fetched only when asked: when it scrolls into view or on "Ver".
 * Opening a page with many documents downloads none of those out of sight.
 */
export function PdfPreview({ source, label }: { source: PdfSource; label: string }) {
  const [ref, seen] = useSeen<HTMLDivElement>();
  const [asked, setAsked] = useState(false);
  const content = useQuery({ ...source, enabled: seen || asked });
  const url = useBlobUrl(content.data);

  let body;
  if (!seen && !asked) {
    body = (
      <div className="flex min-h-24 items-center justify-center rounded-lg border border-dashed border-gray-300 p-4 dark:border-gray-700">
        <Button variant="secondary" onClick={() => setAsked(true)} aria-label={`Ver ${label}`}>
          Ver
        </Button>
      </div>
    );
  } else if (content.isPending) {
    body = <LoadingBlock text="Cargando vista previa..." />;
  } else if (content.isError || !url) {
    body = <p className="text-sm text-red-700 dark:text-red-400">{CONTENT_FAILED}</p>;
  } else {
    body = (
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
  return <div ref={ref}>{body}</div>;
}

/** The preview of an uploaded document, read by its id from its family's PDF route. */
export function DocumentPreview({ familia, documentId, label }: { familia: DocumentoFamilia; documentId: number; label: string }) {
  return <PdfPreview source={documentoPdfSource(familia, documentId)} label={label} />;
}
