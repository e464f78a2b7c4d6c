import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Select, type SelectProps } from "./select";

export interface FormSelectProps<T extends FieldValues> extends Omit<SelectProps, "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "ref"> {
  control: Control<T>;
  name: FieldPath<T>;
}

/**
 * A catalogue select bound to react-hook-form as a controlled field. Use it rather than
 * `register` whenever the options arrive after the form's values (catalogues load asynchronously):
 * a controlled select shows its value as soon as the matching option exists.
 */
export function FormSelect<T extends FieldValues>({ control, name, ...rest }: FormSelectProps<T>) {
  const { field } = useController({ control, name });
  return (
    <Select
      {...rest}
      ref={field.ref}
      name={field.name}
      value={field.value == null ? "" : String(field.value)}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
    />
  );
}
