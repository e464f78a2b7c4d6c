import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { cn } from "@/lib/cn";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: ReactNode;
  error?: string;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, error, id, containerClassName, className, ref, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cn("flex flex-col gap-1", containerClassName)}>
      <div className="flex items-start gap-2.5">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={cn("mt-0.5 size-4 shrink-0 rounded border-gray-400 accent-brand-600", className)}
          {...rest}
        />
        <label htmlFor={inputId} className="text-sm text-gray-700 dark:text-gray-200">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
