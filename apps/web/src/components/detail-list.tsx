import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Read-only fields of a record as label/value pairs (the info blocks and previews). */
export function DetailList({ items, columns = 3, className }: { items: Detail[]; columns?: 2 | 3; className?: string }) {
  return (
    <dl className={cn("grid gap-x-6 gap-y-4 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3", className)}>
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase dark:text-gray-400">{item.label}</dt>
          <dd className="mt-1 break-words text-sm text-gray-900 dark:text-gray-100">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
