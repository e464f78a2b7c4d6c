import { MSG } from "@portal/domain/messages";

/** A tiny toast store shared by the whole app; <Toasts /> renders it. */
export type ToastKind = "success" | "error" | "info";

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

export const TOAST_DURATION_MS = 3000;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

function push(kind: ToastKind, text: string): number {
  const id = nextId++;
  items = [...items, { id, kind, text }];
  emit();
  window.setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export function dismissToast(id: number): void {
  const before = items.length;
  items = items.filter((t) => t.id !== id);
  if (items.length !== before) emit();
}

export const toast = {
  /** Every successful write shows this; the default text is the spec's. */
  success: (text: string = MSG.success) => push("success", text),
  error: (text: string) => push("error", text),
  info: (text: string) => push("info", text),
};

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return items;
}
