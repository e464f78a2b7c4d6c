import { useId, type ChangeEvent, type ClipboardEvent, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { controlClass, FieldFrame, fieldIds } from "./field";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "size"> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Text is forced to upper case (spec part 5) except in password fields; false turns it off. */
  uppercase?: boolean;
  containerClassName?: string;
  /**
   * Rewrites what is typed or pasted before the form sees it (e.g. "+502 5512-3456" → "55123456").
   * A paste is rewritten before `maxLength` applies, so the limit counts the clean characters.
   */
  normalize?: (value: string) => string;
  ref?: Ref<HTMLInputElement>;
}

/** Upper-cases what is typed, keeping the caret where it was. */
function upperCaseInput(e: ChangeEvent<HTMLInputElement>) {
  rewriteInput(e, (v) => v.toUpperCase());
}

/**
 * Replaces the input's text by `rewrite(text)`, the caret after the same typed characters: where the
 * rewritten text before the caret ends.
 */
function rewriteInput(e: ChangeEvent<HTMLInputElement>, rewrite: (value: string) => string) {
  const input = e.target;
  const next = rewrite(input.value);
  if (next === input.value) return;
  let start: number | null = null;
  let end: number | null = null;
  try {
    start = input.selectionStart;
    end = input.selectionEnd;
  } catch {
    /* e-mail inputs have no selection API */
  }
  const before = start === null ? null : Math.min(rewrite(input.value.slice(0, start)).length, next.length);
  input.value = next;
  if (before !== null && start !== null && end !== null) {
    try {
      input.setSelectionRange(start === end ? before : start, start === end ? before : end);
    } catch {
      /* ignore */
    }
  }
}

/**
 * Pastes `normalize(pasted text)` at the caret (within `maxLength`) instead of the raw text, then lets
 * React and the form see it as typed input.
 */
function pasteNormalized(e: ClipboardEvent<HTMLInputElement>, normalize: (value: string) => string) {
  const pasted = e.clipboardData.getData("text/plain");
  const clean = normalize(pasted);
  if (clean === pasted) return;
  e.preventDefault();
  const input = e.currentTarget;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const kept = input.value.length - (end - start);
  const inserted = input.maxLength > 0 ? clean.slice(0, Math.max(input.maxLength - kept, 0)) : clean;
  // React tracks the value it last set: the prototype's setter goes around it, so the input event counts as a change.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, input.value.slice(0, start) + inserted + input.value.slice(end));
  input.setSelectionRange(start + inserted.length, start + inserted.length);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

export function TextField({ label, error, hint, uppercase = true, id, required, containerClassName, className, onChange, normalize, type = "text", ref, ...rest }: TextFieldProps) {
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
        onPaste={normalize ? (e) => pasteNormalized(e, normalize) : undefined}
        onChange={(e) => {
          if (shouldUpper) upperCaseInput(e);
          if (normalize) rewriteInput(e, normalize);
          onChange?.(e);
        }}
        {...rest}
      />
    </FieldFrame>
  );
}
