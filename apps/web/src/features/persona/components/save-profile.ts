import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/**
 * What a failed profile save does: the spec's toast, the API's field errors on their fields, and
 * the API's own explanation when no field carries it.
 */
export function handleSaveError<T extends FieldValues>(err: unknown, spec: string, setError: UseFormSetError<T>, fields: readonly string[]): string | null {
  toast.error(spec);
  if (!(err instanceof ApiError)) return spec;
  let matched = false;
  for (const [field, messages] of Object.entries(err.errors)) {
    if (fields.includes(field) && messages[0]) {
      setError(field as Path<T>, { type: "server", message: messages[0] });
      matched = true;
    }
  }
  return matched ? spec : `${spec}: ${err.message}`;
}
