import type { ReactNode, Ref } from "react";
import { cn } from "@/lib/cn";
import { EmptyState } from "./empty-state";
import { LoadingBlock } from "./spinner";

export interface Column<T> {
  /** Column heading, verbatim from the spec. */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
}

export interface TableProps<T> {
  /** Read by screen readers: what the table lists. */
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  emptyText?: string;
  className?: string;
  /** The scroller around the table: the list measures it to know whether the table fits. */
  scrollerRef?: Ref<HTMLDivElement>;
}

/** The last column stays in view when the table scrolls sideways (its background hides what passes under it). */
const pinned = "sticky right-0 bg-gray-50 dark:bg-gray-800";
const pinnedCell = "sticky right-0 bg-white group-hover:bg-gray-50 dark:bg-gray-900 dark:group-hover:bg-gray-800";

/** A button's label on one line (a fixed-height button cannot hold two); the text around them wraps. */
const controlsOneLine = "[&_a]:whitespace-nowrap [&_button]:whitespace-nowrap";

/**
 * A data table as wide as its box, its cells wrapping (no minimum width: decision 120 replaces the
 * spec's 1102 px). Lists show it through `PagedList`, which swaps it for cards when it does not fit;
 * the scroller stays as a last resort, with the last column (Acciones) pinned to its right edge.
 */
export function Table<T>({ caption, columns, rows, rowKey, loading, emptyText = "No hay registros.", className, scrollerRef }: TableProps<T>) {
  if (loading) return <LoadingBlock />;
  if (!rows || rows.length === 0) return <EmptyState text={emptyText} />;
  return (
    <div
      ref={scrollerRef}
      className={cn("overflow-x-auto rounded-xl border border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900", className)}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-xs uppercase tracking-wide text-gray-600 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-300">
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={cn("px-3 py-3 font-semibold", i === columns.length - 1 && pinned, c.className)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="group hover:bg-gray-50 dark:hover:bg-gray-800/60">
              {columns.map((c, i) => (
                <td key={i} className={cn("px-3 py-3 text-gray-800 dark:text-gray-200", controlsOneLine, i === columns.length - 1 && pinnedCell, c.className)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
