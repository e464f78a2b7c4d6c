import type { ReactNode } from "react";
import { useMediaQuery } from "@/lib/use-media-query";
import { Button } from "./button";
import { EmptyState } from "./empty-state";
import { LoadingBlock } from "./spinner";
import { type Column, Table } from "./table";

export interface PagedListProps<T> {
  /** What the list holds, read by screen readers. */
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  /** Heading of each card on a phone. */
  cardTitle: (row: T) => ReactNode;
  loading?: boolean;
  emptyText: string;
  /** Another page exists (the API answered a `next_cursor`). */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * The list of a paginated API answer (DESIGN §9): cards below the phone breakpoint (768 px), the
 * portal's table above, and "Cargar más" while the API announces another page.
 */
export function PagedList<T>({ caption, columns, rows, rowKey, cardTitle, loading, emptyText, hasMore, loadingMore, onLoadMore }: PagedListProps<T>) {
  const wide = useMediaQuery("(min-width: 768px)");
  if (loading) return <LoadingBlock />;
  if (!rows || rows.length === 0) return <EmptyState text={emptyText} />;
  return (
    <div className="flex flex-col gap-4">
      {wide ? (
        <Table caption={caption} columns={columns} rows={rows} rowKey={rowKey} />
      ) : (
        <ul aria-label={caption} className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={rowKey(row)} className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
              <h3 className="mb-2 font-semibold text-gray-900 dark:text-white">{cardTitle(row)}</h3>
              <dl className="flex flex-col gap-2 text-sm">
                {columns.map((c, i) => (
                  <div key={i}>
                    <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-300">{c.header}</dt>
                    <dd className="text-gray-800 dark:text-gray-200">{c.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      {hasMore && onLoadMore && (
        <div className="flex justify-center">
          <Button variant="secondary" busy={loadingMore} busyText="Cargando..." onClick={onLoadMore}>
            Cargar más
          </Button>
        </div>
      )}
    </div>
  );
}
