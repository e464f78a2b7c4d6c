import type { ReactNode } from "react";

export interface DataColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

/**
 * A chart and its text equivalent: the drawing is hidden from screen readers and the same figures are
 * a table anyone can open ("Ver los datos"), which is what a screen reader reads.
 */
export function ChartFigure<T>({ title, summary, chart, chartHeight, rows, columns, rowKey }: {
  title: string;
  /** One sentence with the figure's point, shown and read before the chart. */
  summary: ReactNode;
  /** The drawing (chart-drawings.tsx), in a box of its height from the first render. */
  chart: ReactNode;
  chartHeight: number;
  rows: T[];
  columns: DataColumn<T>[];
  rowKey: (row: T) => string;
}) {
  return (
    <section className="flex min-w-0 flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-700 dark:bg-gray-900">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{title}</h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">{summary}</p>
      <div aria-hidden="true" className="min-w-0" style={{ minHeight: chartHeight }}>
        {chart}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200">Ver los datos de «{title}»</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-gray-200 dark:border-gray-700">
                {columns.map((c) => (
                  <th key={c.header} scope="col" className={`px-2 py-1.5 font-semibold text-gray-700 dark:text-gray-200 ${c.numeric ? "text-right" : ""}`}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-gray-100 dark:border-gray-800">
                  {columns.map((c) => (
                    <td key={c.header} className={`px-2 py-1 text-gray-800 dark:text-gray-200 ${c.numeric ? "text-right tabular-nums" : ""}`}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
