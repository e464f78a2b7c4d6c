import type { FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";
import { applyFieldErrors } from "./form-errors";
import { toast } from "./toast";

/**
 * What a failed save in a form does: the spec's toast (e.g. "No se pudo guardar el mandato"), the
 * API's 422/409 field messages on their fields, and the API's own explanation as the form's message
 * when no field carries it (null when the fields already say it).
 */
export function reportSaveError<T extends FieldValues>(err: unknown, spec: string, setError: UseFormSetError<T>, fields: Array<keyof T & string>): string | null {
  toast.error(spec);
  if (!(err instanceof ApiError)) return spec;
  return applyFieldErrors(err, setError, fields) ? null : `${spec}: ${err.message}`;
}
