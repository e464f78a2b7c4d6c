import { useId, type ReactNode } from "react";
import { MSG } from "@portal/domain/messages";
import { cn } from "@/lib/cn";
import { isPdfUpload } from "./documents/pdf-file";
import { FieldFrame, fieldIds } from "./ui/field";

export interface PdfFieldProps {
  label: ReactNode;
  /** Called with the chosen PDF, or null when the choice is cleared. */
  onPdf: (file: File | null) => void;
  /** Called instead when the chosen file is not a PDF (the field then shows "Solo se permiten archivos PDF."). */
  onReject: (message: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * A file picker that takes PDF files only (by type and by bytes, spec part 5, reading only the file's
 * first and last bytes) and hands the file over as it is, to be sent as multipart.
 */
export function PdfField({ label, onPdf, onReject, error, hint, required, disabled, className }: PdfFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldIds(id, hint, error)}
        className={cn(
          "block w-full cursor-pointer rounded-lg border bg-white text-sm text-gray-800 dark:bg-gray-900 dark:text-gray-100",
          "file:mr-4 file:cursor-pointer file:border-0 file:bg-gray-100 file:px-4 file:py-2.5 file:text-sm file:font-medium file:text-gray-800",
          "dark:file:bg-gray-800 dark:file:text-gray-100",
          "disabled:cursor-not-allowed disabled:border-dashed disabled:text-gray-500 disabled:file:cursor-not-allowed disabled:file:text-gray-500 dark:disabled:text-gray-400 dark:disabled:file:text-gray-400",
          error ? "border-red-600 dark:border-red-400" : "border-gray-300 dark:border-gray-600",
        )}
        onChange={async (e) => {
          const input = e.currentTarget;
          const file = input.files?.[0] ?? null;
          if (!file) {
            onPdf(null);
            return;
          }
          if (!(await isPdfUpload(file))) {
            input.value = "";
            onReject(MSG.pdfOnly);
            return;
          }
          onPdf(file);
        }}
      />
    </FieldFrame>
  );
}
