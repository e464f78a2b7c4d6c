import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from "react";
import { controlClass, FieldFrame, fieldIds } from "./field";

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  /** Catalogue items (`{id, value}`) or any fixed options of the same shape. */
  items: ReadonlyArray<{ id: number | string; value: string }> | undefined;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  loading?: boolean;
  containerClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A select fed by a catalogue (`{id, value}` items) or fixed options. The value is the id as text. */
export function Select({ label, items, error, hint, placeholder = "Seleccione una opción", loading, id, required, containerClassName, className, disabled, ref, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldFrame id={selectId} label={label} required={required} hint={hint} error={error} className={containerClassName}>
      <select
        ref={ref}
        id={selectId}
        required={required}
        disabled={disabled || loading}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldIds(selectId, hint, error)}
        aria-busy={loading || undefined}
        className={controlClass(Boolean(error)) + (className ? ` ${className}` : "")}
        {...rest}
      >
        <option value="">{loading ? "Cargando..." : placeholder}</option>
        {items?.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.value}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
