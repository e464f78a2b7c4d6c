import { useSyncExternalStore } from "react";
import { cn } from "@/lib/cn";
import { dismissToast, getToasts, subscribeToasts, type ToastKind } from "@/lib/toast";
import { AlertIcon, CheckIcon, CloseIcon } from "./icons";

const tones: Record<ToastKind, string> = {
  success: "border-green-300 bg-green-50 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-100",
  error: "border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100",
  info: "border-brand-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100",
};

/**
 * Toasts, top right; each closes itself after 3 seconds (lib/toast). They start below the 4 rem top
 * bar, so on a phone (where they take the full width) they do not cover the user menu.
 */
export function Toasts() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="pointer-events-none fixed top-20 right-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-3">
      {items.map((t) => (
        <div
          key={t.id}
          role="status"
          aria-live={t.kind === "error" ? "assertive" : "polite"}
          className={cn("pointer-events-auto flex animate-toast-in items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg", tones[t.kind])}
        >
          {t.kind === "error" ? <AlertIcon className="mt-0.5 size-5 shrink-0" /> : <CheckIcon className="mt-0.5 size-5 shrink-0" />}
          <p className="flex-1">{t.text}</p>
          <button type="button" onClick={() => dismissToast(t.id)} className="rounded p-0.5 opacity-80 hover:opacity-100" aria-label="Cerrar notificación">
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
