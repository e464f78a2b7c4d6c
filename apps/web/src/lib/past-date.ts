import { useState } from "react";
import { todayInGuatemala } from "@portal/domain/formats";
import { formatDate } from "./format";

/** A complete YYYY-MM-DD date before today in Guatemala. */
export function isPastDate(value: string | null | undefined, today: string = todayInGuatemala()): boolean {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && value < today;
}

/** The warning under a date that should not be past but may be (an expiry typed late): null when it is not past. */
export function pastDateWarning(value: string | null | undefined, what: string): string | null {
  return isPastDate(value) ? `Esta fecha ya pasó: ${what} quedará vencida.` : null;
}

interface Pending {
  text: string;
  go: () => void;
}

/**
 * Saving with an expiry date already past asks first: `guard(date, what, save)` runs `save` at once
 * when the date is not past, else opens the confirmation (`dialog`, props of ConfirmDialog) and runs
 * it only on "Guardar de todos modos".
 */
export function usePastDateConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const guard = (date: string | null | undefined, what: string, go: () => void | Promise<void>) => {
    if (!isPastDate(date)) return go();
    setPending({ text: `La fecha ${formatDate(date)} ya pasó: ${what} quedará vencida. ¿Desea guardar de todos modos?`, go: () => void go() });
  };
  const dialog = {
    open: pending !== null,
    title: "La fecha ya pasó",
    text: pending?.text ?? "",
    confirmLabel: "Guardar de todos modos",
    cancelLabel: "Revisar la fecha",
    onConfirm: () => {
      const go = pending?.go;
      setPending(null);
      go?.();
    },
    onCancel: () => setPending(null),
  };
  return { guard, dialog };
}
