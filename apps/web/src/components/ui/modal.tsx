import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { cn } from "@/lib/cn";
import { CloseIcon } from "./icons";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: "sm" | "md" | "lg" | "xl";
  /** Classes of the body; they replace its default padding (e.g. "p-0" for an embedded document). */
  bodyClassName?: string;
  /** The dialog's role: "alertdialog" for confirmations. */
  role?: "dialog" | "alertdialog";
  /** Element id that describes the dialog. */
  describedBy?: string;
}

const widths = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-3xl", xl: "max-w-5xl" };

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, object, [tabindex]:not([tabindex="-1"])';

/** Open modals, innermost last: only the top one answers Escape and Tab. */
const stack: symbol[] = [];

/**
 * A modal dialog: labelled by its title, focus moves in and stays in (Tab wraps), Escape and the
 * backdrop close it, and focus returns to what opened it.
 */
export function Modal({ open, onClose, title, children, footer, size = "md", bodyClassName, role = "dialog", describedBy }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const me = Symbol("modal");
    stack.push(me);
    // Focus: a marked control, else the first control of the body, else the close button.
    const first =
      panel?.querySelector<HTMLElement>("[data-autofocus]") ??
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    document.body.style.overflow = "hidden";

    const onKey = (e: KeyboardEvent) => {
      if (stack[stack.length - 1] !== me) return;
      if (e.key === "Escape") {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== "Tab" || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null);
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (e.shiftKey && (document.activeElement === firstItem || document.activeElement === panel)) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && document.activeElement === lastItem) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener("keydown", onKey, true);
    return () => {
      document.removeEventListener("keydown", onKey, true);
      stack.splice(stack.indexOf(me), 1);
      if (stack.length === 0) document.body.style.overflow = "";
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:items-center">
      <div className="fixed inset-0 bg-gray-900/60 backdrop-blur-[2px]" aria-hidden="true" onClick={() => onCloseRef.current()} />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cn(
          "relative z-10 flex max-h-[calc(100vh-2rem)] w-full flex-col rounded-2xl bg-white shadow-xl dark:bg-gray-900",
          widths[size],
        )}
      >
        <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-6 py-4 dark:border-gray-700">
          <h2 id={titleId} className="text-lg font-semibold text-gray-900 dark:text-white">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            className="rounded-full p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800"
            aria-label="Cerrar"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        {/* Focusable so a keyboard user can scroll a long body (terms, FAQ). */}
        <div ref={bodyRef} tabIndex={0} className={cn("overflow-y-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40", bodyClassName ?? "px-6 py-5")}>
          {children}
        </div>
        {footer && <div className="flex flex-wrap justify-end gap-3 border-t border-gray-200 px-6 py-4 dark:border-gray-700">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
