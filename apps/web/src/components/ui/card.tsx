import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A white panel with an optional heading: the sections of a page. With an `id` it is a link target
 * (`/persona#documentos`), kept clear of the sticky top bar when scrolled to.
 */
export function Card({
  title,
  children,
  className,
  actions,
  id,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
  id?: string;
}) {
  return (
    <section id={id} className={cn("scroll-mt-20 rounded-2xl border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-700 dark:bg-gray-900", className)}>
      {(title || actions) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title && <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
