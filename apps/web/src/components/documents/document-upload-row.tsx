import { useId, useState } from "react";
import type { DocumentoFamilia, DocumentoRow } from "@portal/domain/documento";
import { MSG } from "@portal/domain/messages";
import type { CatalogueItem } from "@portal/domain/catalogues";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ReviewBadge } from "@/components/ui/review-badge";
import { FilePicker, NO_FILE_TEXT } from "@/components/file-picker";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { useUploadDocumento } from "./api/upload-documento";
import { DocumentPreview } from "./document-preview";
import { formatSize } from "./pdf-file";

/** The chosen file is kept as it is: it is sent as multipart, never read into base64. */
type Chosen = File;

export interface DocumentUploadRowProps {
  familia: DocumentoFamilia;
  entidadId: number;
  /** The required type: `value` is its label. */
  tipo: CatalogueItem;
  /** The current stored document of this type, if any. */
  current: DocumentoRow | undefined;
  /** Toast of a failed upload (spec part 8). */
  failureText: string;
}

/**
 * One required document type: its label, a PDF-only picker, the preview of what is stored and
 * "Subir" (disabled until a file is chosen; "Subiendo..." with a progress bar while sending).
 */
export function DocumentUploadRow({ familia, entidadId, tipo, current, failureText }: DocumentUploadRowProps) {
  const headingId = useId();
  const inputId = useId();
  const upload = useUploadDocumento(familia, entidadId);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  const onPdf = (file: File) => {
    setProblem(null);
    setChosen(file);
  };
  const onReject = (message: string) => {
    setChosen(null);
    setProblem(message);
  };

  const onUpload = async () => {
    if (!chosen) {
      setProblem(MSG.chooseFile);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ file: chosen, tipo_documento_id: tipo.id, onProgress: setProgress });
      setChosen(null);
      toast.success();
    } catch (err) {
      toast.error(failureText);
      setProblem(errorMessage(err));
    }
  };

  const percent = Math.round(progress * 100);
  // A rejected document is not done: it reads "Rechazado: <motivo>" alone, never beside a green "Subido".
  const rejected = current?.estado_revision === "rechazado";

  return (
    <li className="rounded-xl border border-gray-200 p-4 dark:border-gray-700">
      <div role="group" aria-labelledby={headingId} className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-base font-semibold text-gray-900 dark:text-white">
              {tipo.value}
            </h3>
            <span className="text-xs font-medium text-gray-700 dark:text-gray-300">(obligatorio)</span>
            {!current ? <Badge tone="warning">Pendiente</Badge> : !rejected && <Badge tone="success">Subido</Badge>}
            {current && <ReviewBadge review={current} />}
          </div>
          <FilePicker
            id={inputId}
            disabled={upload.isPending}
            invalid={Boolean(problem)}
            describedBy={problem ? `${inputId}-error` : undefined}
            onPdf={onPdf}
            onReject={onReject}
            status={
              chosen
                ? `Archivo elegido: ${chosen.name} (${formatSize(chosen.size)}). Pulse «Subir» para guardarlo.`
                : current
                  ? rejected
                    ? `El documento guardado el ${formatDate(current.created_at)} fue rechazado. Elija el PDF corregido y pulse «Subir».`
                    : `Guardado el ${formatDate(current.created_at)} (${formatSize(current.size)}). Para reemplazarlo, elija otro PDF.`
                  : NO_FILE_TEXT
            }
          >
            <Button onClick={onUpload} disabled={!chosen} busy={upload.isPending} busyText="Subiendo...">
              Subir
            </Button>
          </FilePicker>
          {upload.isPending && (
            <div className="flex items-center gap-3">
              <progress value={percent} max={100} aria-label={`Progreso de la carga de ${tipo.value}`} className="h-2 flex-1 accent-brand-600" />
              <span className="text-sm text-gray-700 tabular-nums dark:text-gray-300">{percent} %</span>
            </div>
          )}
          {problem && (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
              {problem}
            </p>
          )}
        </div>
        <div>
          {current ? (
            <DocumentPreview key={current.id} familia={familia} documentId={current.id} label={tipo.value} />
          ) : (
            <p className="flex h-full min-h-24 items-center justify-center rounded-lg border border-dashed border-gray-300 p-4 text-center text-sm text-gray-600 dark:border-gray-700 dark:text-gray-400">
              Aún no se ha subido este documento.
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
