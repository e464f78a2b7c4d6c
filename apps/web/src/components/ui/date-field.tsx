import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { controlClass, FieldFrame, fieldIds } from "./field";

export interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "size"> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native date input: its value is already YYYY-MM-DD, the form the API speaks. */
export function DateField({ label, error, hint, id, required, containerClassName, className, ref, ...rest }: DateFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame id={inputId} label={label} required={required} hint={hint} error={error} className={containerClassName}>
      <input
        ref={ref}
        id={inputId}
        type="date"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldIds(inputId, hint, error)}
        className={controlClass(Boolean(error)) + (className ? ` ${className}` : "")}
        {...rest}
      />
    </FieldFrame>
  );
}

/** A Date or date-like text as YYYY-MM-DD (local calendar day), or "" when empty/invalid. */
export function toIsoDate(value: Date | string | null | undefined): string {
  if (!value) return "";
  if (typeof value === "string") return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : "";
  if (Number.isNaN(value.getTime())) return "";
  const y = value.getFullYear();
  const m = String(value.getMonth() + 1).padStart(2, "0");
  const d = String(value.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}
