import { useEffect, useState } from "react";
import { Link } from "react-router";
import { paths } from "@/app/paths";
import { Modal } from "@/components/ui/modal";
import { LoadingBlock } from "@/components/ui/spinner";
import { MANUAL_PDF_URL } from "@/lib/manual-pdf";

/**
 * The user manual (a PDF) in a modal. The file is read and shown from a blob: URL, so the page's
 * "no framing" security header on the file itself does not hide it; a download link is always there.
 */
export function ManualModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    let objectUrl: string | null = null;
    let alive = true;
    setFailed(false);
    fetch(MANUAL_PDF_URL)
      .then((res) => {
        if (!res.ok) throw new Error(String(res.status));
        return res.blob();
      })
      .then((blob) => {
        if (!alive) return;
        objectUrl = URL.createObjectURL(new Blob([blob], { type: "application/pdf" }));
        setUrl(objectUrl);
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [open]);

  return (
    <Modal open={open} onClose={onClose} title="Manual de usuario" size="xl" bodyClassName="p-0">
      <div className="flex h-[70vh] flex-col">
        {failed ? (
          <p className="p-6 text-sm text-gray-700 dark:text-gray-300">No se pudo mostrar el manual en esta ventana.</p>
        ) : url ? (
          <iframe src={url} title="Manual de usuario del portal (PDF)" className="h-full w-full flex-1 border-0" />
        ) : (
          <LoadingBlock text="Cargando manual..." />
        )}
        <p className="flex flex-wrap gap-x-6 gap-y-2 border-t border-gray-200 px-6 py-3 text-sm dark:border-gray-700">
          <a href={MANUAL_PDF_URL} download="manual-usuario.pdf" className="font-medium text-brand-700 underline dark:text-brand-200">
            Descargar el manual en PDF
          </a>
          <Link to={paths.manual.getHref()} className="font-medium text-brand-700 underline dark:text-brand-200">
            Ver el manual como página
          </Link>
        </p>
      </div>
    </Modal>
  );
}
