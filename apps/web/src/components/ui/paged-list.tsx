import type { ReactNode } from "react";
import { Button } from "./button";
import { EmptyState } from "./empty-state";
import { hasReview, ReviewBadge } from "./review-badge";
import { LoadingBlock } from "./spinner";
import { type Column, Table } from "./table";
import { useTableFit } from "./use-table-fit";

export interface PagedListProps<T> {
  /** What the list holds, read by screen readers. */
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  /** Heading of each card on a phone. */
  cardTitle: (row: T) => ReactNode;
  /** Level of the cards' headings: 2 when the list sits right under the page's h1, 3 under a section's h2. */
  cardHeadingLevel?: 2 | 3;
  loading?: boolean;
  emptyText: string;
  /** Another page exists (the API answered a `next_cursor`). */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * Every list of the portal (DESIGN §9, decision 120): the table while it fits the list's box, else
 * one card per row with the same headings as a description list and the row's actions in view; and
 * "Cargar más" while the API announces another page. Only one of the two layouts is rendered.
 */
/** The authority's review of each record, in every list whose rows answer it (decision 156). */
const reviewField: Column<unknown> = { header: "Revisión", cell: (row) => (hasReview(row) ? <ReviewBadge review={row} /> : null) };

/**
 * In the table the verdict sits under the row's first cell rather than in a column of its own: one more
 * column would turn the wider lists into cards at desktop widths (decision 120 measures the fit). Only a
 * decision is shown there; "En revisión", true of every new row, stays on the cards and the home summary.
 */
function withReviewUnderFirstCell<T>(columns: Column<T>[]): Column<T>[] {
  const [first, ...rest] = columns;
  if (!first) return columns;
  const cell = (row: T) => (
    <>
      {first.cell(row)}
      {hasReview(row) && row.estado_revision !== "pendiente" && (
        <div className="mt-1 max-w-72">
          <ReviewBadge review={row} />
        </div>
      )}
    </>
  );
  return [{ ...first, cell }, ...rest];
}

export function PagedList<T>(props: PagedListProps<T>) {
  const { caption, columns: ownColumns, rows, rowKey, cardTitle, cardHeadingLevel = 3, loading, emptyText, hasMore, loadingMore, onLoadMore } = props;
  const fit = useTableFit();
  const CardHeading = cardHeadingLevel === 2 ? "h2" : "h3";
  if (loading) return <LoadingBlock />;
  if (!rows || rows.length === 0) return <EmptyState text={emptyText} />;
  const reviewed = rows.some(hasReview);
  const columns = reviewed ? [...ownColumns, reviewField as Column<T>] : ownColumns;
  return (
    <div ref={fit.boxRef} className="flex min-w-0 flex-col gap-4">
      {fit.table ? (
        <Table caption={caption} columns={reviewed ? withReviewUnderFirstCell(ownColumns) : ownColumns} rows={rows} rowKey={rowKey} scrollerRef={fit.scrollerRef} />
      ) : (
        <ul aria-label={caption} className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={rowKey(row)} className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
              <CardHeading className="mb-2 font-semibold text-gray-900 dark:text-white">{cardTitle(row)}</CardHeading>
              <dl className="flex flex-col gap-2 text-sm">
                {columns.map((c, i) => (
                  <div key={i}>
                    <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-300">{c.header}</dt>
                    <dd className="text-gray-800 [overflow-wrap:anywhere] dark:text-gray-200">{c.cell(row)}</dd>
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
