import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { FieldFrame, fieldIds } from "./field";

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Text is forced to upper case like every text input (spec part 5); false turns it off. */
  uppercase?: boolean;
  containerClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ label, error, hint, uppercase = true, id, required, containerClassName, className, onChange, rows = 3, ref, ...rest }: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame id={inputId} label={label} required={required} hint={hint} error={error} className={containerClassName}>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldIds(inputId, hint, error)}
        className={cn(
          "w-full rounded-lg border bg-white px-3.5 py-2.5 text-sm text-gray-900 shadow-xs placeholder:text-gray-500 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none dark:bg-gray-900 dark:text-gray-100",
          error ? "border-red-600 dark:border-red-400" : "border-gray-300 dark:border-gray-600",
          className,
        )}
        onChange={(e) => {
          if (uppercase) {
            const el = e.target;
            const { selectionStart, selectionEnd } = el;
            const upper = el.value.toUpperCase();
            if (upper !== el.value) {
              el.value = upper;
              el.setSelectionRange(selectionStart, selectionEnd);
            }
          }
          onChange?.(e);
        }}
        {...rest}
      />
    </FieldFrame>
  );
}
