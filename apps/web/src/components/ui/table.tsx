import type { ReactNode } from "react";
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
}

/** A data table at least 1102 px wide, inside its own horizontal scroller (spec part 9). */
export function Table<T>({ caption, columns, rows, rowKey, loading, emptyText = "No hay registros.", className }: TableProps<T>) {
  if (loading) return <LoadingBlock />;
  if (!rows || rows.length === 0) return <EmptyState text={emptyText} />;
  return (
    <div
      className={cn("overflow-x-auto rounded-xl border border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900", className)}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full min-w-[1102px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-xs uppercase tracking-wide text-gray-600 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-300">
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={cn("px-5 py-3 font-semibold", c.className)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-gray-50 dark:hover:bg-gray-800/60">
              {columns.map((c, i) => (
                <td key={i} className={cn("px-5 py-3 text-gray-800 dark:text-gray-200", c.className)}>
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
