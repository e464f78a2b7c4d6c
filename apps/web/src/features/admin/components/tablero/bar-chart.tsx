import { useLayoutEffect, useRef, useState } from "react";
import { CHART_COLORS } from "./chart-colors";
import { niceTicks, wrapLabel } from "./chart-scale";

export interface BarSeries<T> {
  name: string;
  color: string;
  value: (row: T) => number;
}

/**
 * The dashboard's bar charts, drawn as plain SVG: a few dozen rectangles and labels per chart, no charting
 * library (decision 225). Categories run down the side (`horizontal`) or along the bottom; several series
 * sit side by side, or on top of each other when `stacked`. Decorative: the figure around it is hidden
 * from screen readers and its table says the same; each bar's `<title>` shows its value on hover.
 */
export function BarChart<T>({ rows, label, series, height, horizontal = false, stacked = false, labelWidth = 110, tickEvery }: {
  rows: T[];
  label: (row: T) => string;
  series: BarSeries<T>[];
  height: number;
  horizontal?: boolean;
  stacked?: boolean;
  /** Room for the category names on the left of a horizontal chart. */
  labelWidth?: number;
  /** Along the bottom, name every n-th category only (dates), always the first and the last. */
  tickEvery?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const totals = rows.map((r) => (stacked ? series.reduce((n, s) => n + s.value(r), 0) : Math.max(0, ...series.map((s) => s.value(r)))));
  const ticks = niceTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1] || 1;
  const legend = series.length > 1 ? 24 : 0;

  return (
    <div ref={box} className="tablero-chart w-full" style={{ height }}>
      {width > 0 &&
        (horizontal ? (
          <HorizontalBars rows={rows} label={label} series={series} width={width} height={height} ticks={ticks} top={top} labelWidth={labelWidth} />
        ) : (
          <VerticalBars rows={rows} label={label} series={series} width={width} height={height - legend} ticks={ticks} top={top} stacked={stacked} tickEvery={tickEvery} />
        ))}
      {legend > 0 && (
        <p className="flex flex-wrap justify-center gap-x-4 text-xs text-gray-700 dark:text-gray-300">
          {series.map((s) => (
            <span key={s.name} className="inline-flex items-center gap-1.5">
              <span className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: s.color }} />
              {s.name}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

const AXIS = { stroke: CHART_COLORS.axis, fontSize: 12 } as const;

/** What both orientations draw from: the rows, their series, the drawing's size in pixels and the count axis. */
interface PlotProps<T> {
  rows: T[];
  label: (row: T) => string;
  series: BarSeries<T>[];
  width: number;
  height: number;
  ticks: number[];
  top: number;
}

export function HorizontalBars<T>({ rows, label, series, width, height, ticks, top, labelWidth }: PlotProps<T> & { labelWidth: number }) {
  const [x0, x1, y0, y1] = [labelWidth + 8, width - 16, 5, height - 24];
  const band = (y1 - y0) / Math.max(1, rows.length);
  // A lone department gets a bar as thick as in a full chart, not the chart's whole height.
  const bar = Math.min((band * 0.8) / series.length, 28);
  const pad = (band - bar * series.length) / 2;
  const x = (v: number) => x0 + ((x1 - x0) * v) / top;
  return (
    <svg width={width} height={height} className="block overflow-visible">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={y0} y2={y1} stroke="#d1d5db" strokeDasharray="3 3" />
          <text x={x(t)} y={y1 + 16} textAnchor="middle" fill={AXIS.stroke} fontSize={AXIS.fontSize}>
            {t.toLocaleString("es-GT")}
          </text>
        </g>
      ))}
      <line x1={x0} x2={x0} y1={y0} y2={y1} stroke={AXIS.stroke} />
      {rows.map((r, i) => (
        <g key={label(r)}>
          <text x={x0 - 6} y={y0 + band * (i + 0.5)} dy="0.35em" textAnchor="end" fill={AXIS.stroke} fontSize={rows.length > 12 ? 11 : AXIS.fontSize}>
            {label(r)}
          </text>
          {series.map((s, j) => (
            <rect key={s.name} className="tablero-bar" x={x0} y={y0 + band * i + pad + bar * j} width={x(s.value(r)) - x0} height={bar} fill={s.color}>
              <title>{`${label(r)}, ${s.name}: ${s.value(r).toLocaleString("es-GT")}`}</title>
            </rect>
          ))}
        </g>
      ))}
    </svg>
  );
}

export function VerticalBars<T>({ rows, label, series, width, height, ticks, top, stacked, tickEvery = 1 }: PlotProps<T> & { stacked: boolean; tickEvery?: number }) {
  const wrapped = rows.map((r) => wrapLabel(label(r)));
  const labelLines = Math.max(1, ...wrapped.map((l) => l.length));
  const [x0, x1, y0, y1] = [44, width - 8, 5, height - 8 - labelLines * 13];
  const band = (x1 - x0) / Math.max(1, rows.length);
  const bar = stacked ? band * 0.8 : (band * 0.8) / series.length;
  const y = (v: number) => y1 - ((y1 - y0) * v) / top;
  const last = rows.length - 1;
  // On a narrow chart, dates every few days so that they do not overlap.
  const every = tickEvery > 1 ? Math.max(tickEvery, Math.ceil((rows.length * 40) / Math.max(1, x1 - x0))) : 1;
  return (
    <svg width={width} height={height} className="block overflow-visible">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x0} x2={x1} y1={y(t)} y2={y(t)} stroke="#d1d5db" strokeDasharray="3 3" />
          <text x={x0 - 6} y={y(t)} dy="0.35em" textAnchor="end" fill={AXIS.stroke} fontSize={AXIS.fontSize}>
            {t.toLocaleString("es-GT")}
          </text>
        </g>
      ))}
      <line x1={x0} x2={x1} y1={y1} y2={y1} stroke={AXIS.stroke} />
      {rows.map((r, i) => {
        let base = 0;
        const cx = x0 + band * (i + 0.5);
        const named = i === 0 || i === last || (i % every === 0 && last - i >= every);
        return (
          <g key={label(r)}>
            {series.map((s, j) => {
              const v = s.value(r);
              const from = stacked ? base : 0;
              base += v;
              const left = stacked ? x0 + band * i + band * 0.1 : x0 + band * i + band * 0.1 + bar * j;
              return (
                <rect key={s.name} className="tablero-bar" x={left} y={y(from + v)} width={bar} height={y(from) - y(from + v)} fill={s.color}>
                  <title>{`${label(r)}, ${s.name}: ${v.toLocaleString("es-GT")}`}</title>
                </rect>
              );
            })}
            {named && (
              <text x={cx} y={y1} textAnchor="middle" fill={AXIS.stroke} fontSize={11}>
                {wrapped[i].map((line, k) => (
                  <tspan key={k} x={cx} dy={k === 0 ? 14 : 13}>
                    {line}
                  </tspan>
                ))}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
