import type { ReactNode } from "react";
import { pastDateWarning } from "@/lib/past-date";

/** The `hint` of an expiry date field: a warning as soon as the date entered is already past, else nothing. */
export function pastDateHint(value: string | null | undefined, what: string): ReactNode {
  const warning = pastDateWarning(value, what);
  return warning ? <span className="font-medium text-amber-800 dark:text-amber-300">{warning}</span> : null;
}
