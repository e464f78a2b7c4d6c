import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Shared frame of every form control: the label, the control, a hint and the field's own error. */
export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /**
   * The label as plain text with the id `${id}-label`, for a control that names itself with it
   * (aria-labelledby) and has a `<label>` of its own: two labels on one field confuse assistive tech.
   */
  labelledByControl?: boolean;
  children: ReactNode;
}

export function fieldIds(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function FieldFrame({ id, label, required, hint, error, className, labelledByControl, children }: FieldFrameProps) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex gap-1 text-sm font-medium">
        {labelledByControl ? (
          <span id={`${id}-label`} className="text-gray-700 dark:text-gray-200">
            {label}
          </span>
        ) : (
          <label htmlFor={id} className="text-gray-700 dark:text-gray-200">
            {label}
          </label>
        )}
        {/* Outside the label so the field's name stays the label text; `required` tells assistive tech. */}
        {required && (
          <span className="text-red-700 dark:text-red-400" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClass = (invalid: boolean) =>
  cn(
    "h-11 w-full rounded-lg border bg-white px-3.5 text-sm text-gray-900 shadow-xs placeholder:text-gray-500",
    "focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/20",
    "dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400",
    invalid ? "border-red-600 dark:border-red-400" : "border-gray-300 dark:border-gray-600",
    // After the border colours so it wins: a dashed border and a greyed field, as disabled buttons.
    "disabled:cursor-not-allowed disabled:border-dashed disabled:bg-gray-100 disabled:text-gray-600 disabled:shadow-none",
    "dark:disabled:border-gray-700 dark:disabled:bg-gray-950 dark:disabled:text-gray-400",
  );
