import type { ChangeEvent, ReactNode } from "react";
import { MSG } from "@portal/domain/messages";
import { isPdfUpload } from "./documents/pdf-file";
import { cn } from "@/lib/cn";

export const FILE_PICKER_TEXT = "Seleccionar Archivo";
export const NO_FILE_TEXT = "Ningún archivo seleccionado. Solo archivos PDF.";

export interface FilePickerProps {
  /** The input's id; `${id}-file` is the status line (the input is described by it). */
  id: string;
  /** The status line under the button: what is chosen or stored. */
  status: ReactNode;
  /** Called with a chosen file that is a PDF by its type and its bytes (read as it is, never into memory). */
  onPdf: (file: File) => void;
  /** Called instead with "Solo se permiten archivos PDF." when the chosen file is not a PDF. */
  onReject: (message: string) => void;
  /** An element naming the field (a form's label): the input reads "<that> Seleccionar Archivo". */
  labelledBy?: string;
  /** More ids describing the input (an error), before the status line. */
  describedBy?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  /** Beside the button (the documents' "Subir"). */
  children?: ReactNode;
}

/**
 * The portal's one file control, in Spanish: a "Seleccionar Archivo" button and a status line, in place
 * of the browser's own ("Choose File / No file chosen" in an English browser). The real input is kept,
 * visually hidden inside the button's label, so the keyboard, screen readers and the browser's file
 * dialog work as with any file input. The input is cleared after each choice, so choosing the same file
 * again is noticed; the chosen file lives in the caller's state.
 */
export function FilePicker({ id, status, onPdf, onReject, labelledBy, describedBy, disabled, invalid, required, children }: FilePickerProps) {
  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    if (await isPdfUpload(file)) onPdf(file);
    else onReject(MSG.pdfOnly);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className={cn(
            "inline-flex h-10 cursor-pointer items-center rounded-lg border px-4 text-sm font-medium",
            "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:has-[:focus-visible]:outline-brand-200",
            disabled
              ? "cursor-not-allowed border-dashed border-gray-300 bg-gray-100 text-gray-500 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-400"
              : invalid
                ? "border-red-600 bg-white text-gray-800 hover:bg-gray-100 dark:border-red-400 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700"
                : "border-gray-300 bg-white text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700",
          )}
        >
          <span id={`${id}-text`}>{FILE_PICKER_TEXT}</span>
          <input
            id={id}
            type="file"
            accept="application/pdf,.pdf"
            className="sr-only"
            disabled={disabled}
            aria-required={required || undefined}
            aria-invalid={invalid || undefined}
            // Named by the button's words only: through the wrapping label the name would also take the
            // browser's own text of a file input ("Choose File").
            aria-labelledby={labelledBy ? `${labelledBy} ${id}-text` : `${id}-text`}
            aria-describedby={[describedBy, `${id}-file`].filter(Boolean).join(" ")}
            onChange={onChange}
          />
        </label>
        {children}
      </div>
      <p id={`${id}-file`} className="text-sm text-gray-700 [overflow-wrap:anywhere] dark:text-gray-300">
        {status}
      </p>
    </div>
  );
}
