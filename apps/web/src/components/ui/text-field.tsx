import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { controlClass, FieldFrame, fieldIds } from "./field";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "size"> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Text is forced to upper case (spec part 5) except in password fields; false turns it off. */
  uppercase?: boolean;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Upper-cases what is typed, keeping the caret where it was. */
function upperCaseInput(e: ChangeEvent<HTMLInputElement>) {
  const input = e.target;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  let start: number | null = null;
  let end: number | null = null;
  try {
    start = input.selectionStart;
    end = input.selectionEnd;
  } catch {
    /* e-mail inputs have no selection API */
  }
  input.value = upper;
  if (start !== null && end !== null) {
    try {
      input.setSelectionRange(start, end);
    } catch {
      /* ignore */
    }
  }
}

export function TextField({ label, error, hint, uppercase = true, id, required, containerClassName, className, onChange, type = "text", ref, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const shouldUpper = uppercase && type !== "password";
  return (
    <FieldFrame id={inputId} label={label} required={required} hint={hint} error={error} className={containerClassName}>
      <input
        ref={ref}
        id={inputId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldIds(inputId, hint, error)}
        className={controlClass(Boolean(error)) + (className ? ` ${className}` : "")}
        onChange={(e) => {
          if (shouldUpper) upperCaseInput(e);
          onChange?.(e);
        }}
        {...rest}
      />
    </FieldFrame>
  );
}
