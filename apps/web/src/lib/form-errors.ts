import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ApiError } from "./api-client";

/** The messages of a form's invalid fields, in the given field order. */
export function errorMessages<T extends FieldValues>(errors: FieldErrors<T>, order: Array<keyof T & string>): string[] {
  return order.map((k) => errors[k]?.message).filter((m): m is string => typeof m === "string" && m.length > 0);
}

/**
 * The form-level message: the first of `priority` that any field carries (e.g. "complete every
 * field" before "accept the terms"), else nothing (the fields show their own errors).
 */
export function summaryMessage<T extends FieldValues>(errors: FieldErrors<T>, order: Array<keyof T & string>, priority: string[]): string | null {
  const messages = errorMessages(errors, order);
  return priority.find((p) => messages.includes(p)) ?? null;
}

/** Puts the API's 422 field errors on the matching form fields; true when any matched. */
export function applyFieldErrors<T extends FieldValues>(err: ApiError, setError: UseFormSetError<T>, fields: Array<keyof T & string>): boolean {
  let matched = false;
  for (const [field, messages] of Object.entries(err.errors ?? {})) {
    if ((fields as string[]).includes(field) && messages[0]) {
      setError(field as Path<T>, { type: "server", message: messages[0] });
      matched = true;
    }
  }
  return matched;
}
