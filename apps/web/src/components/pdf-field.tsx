import { useId, useState, type ReactNode } from "react";
import { FilePicker, NO_FILE_TEXT } from "./file-picker";
import { formatSize } from "./documents/pdf-file";
import { FieldFrame, fieldIds } from "./ui/field";

export interface PdfFieldProps {
  label: ReactNode;
  /** Called with the chosen PDF. */
  onPdf: (file: File) => void;
  /** Called instead when the chosen file is not a PDF (the field then shows "Solo se permiten archivos PDF."). */
  onReject: (message: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** What stays when no file is chosen (an edit keeps the stored PDF). */
  keptText?: string;
  className?: string;
}

/**
 * A form field that takes one PDF (checked by type and by bytes, spec part 5, reading only the file's
 * first and last bytes) through the portal's Spanish file control, and hands the file over as it is,
 * to be sent as multipart.
 */
export function PdfField({ label, onPdf, onReject, error, hint, required, disabled, keptText, className }: PdfFieldProps) {
  const id = useId();
  const [chosen, setChosen] = useState<File | null>(null);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className} labelledByControl>
      <FilePicker
        id={id}
        labelledBy={`${id}-label`}
        describedBy={fieldIds(id, hint && !error ? hint : undefined, error)}
        required={required}
        disabled={disabled}
        invalid={Boolean(error)}
        status={chosen ? `Archivo elegido: ${chosen.name} (${formatSize(chosen.size)}).` : (keptText ?? NO_FILE_TEXT)}
        onPdf={(file) => {
          setChosen(file);
          onPdf(file);
        }}
        onReject={(message) => {
          setChosen(null);
          onReject(message);
        }}
      />
    </FieldFrame>
  );
}
