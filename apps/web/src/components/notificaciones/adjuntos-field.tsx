import { ADJUNTOS_MAX } from "@portal/domain/buzon";
import { useState } from "react";
import { PdfField } from "@/components/pdf-field";
import { Button } from "@/components/ui/button";

/** Up to ADJUNTOS_MAX PDFs, chosen one at a time, each removable before sending. */
export function AdjuntosField({ files, onChange, label = "Adjuntar PDF (opcional)" }: { files: File[]; onChange: (files: File[]) => void; label?: string }) {
  const [error, setError] = useState<string>();
  const [round, setRound] = useState(0);
  return (
    <div className="flex flex-col gap-2">
      {files.length < ADJUNTOS_MAX && (
        <PdfField
          key={round}
          label={label}
          hint={`Hasta ${ADJUNTOS_MAX} archivos PDF.`}
          error={error}
          onPdf={(file) => {
            setError(undefined);
            onChange([...files, file]);
            setRound((r) => r + 1);
          }}
          onReject={setError}
        />
      )}
      {files.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="flex flex-wrap items-center gap-2">
              <span className="[overflow-wrap:anywhere]">{f.name}</span>
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange(files.filter((_, j) => j !== i))}>
                Quitar {f.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
