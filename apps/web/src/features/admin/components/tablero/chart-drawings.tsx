import type { Tablero } from "@portal/domain/tablero";
import { BarChart } from "./bar-chart";
import { CHART_COLORS } from "./chart-colors";

/**
 * The dashboard's four drawings, plain SVG bars (bar-chart.tsx): light enough to draw with the figures
 * in the same render, without a charting library's chunk to load and evaluate (decision 225).
 */

export function QueueDrawing({ rows, height }: { rows: Array<{ nombre: string; pendientes: number }>; height: number }) {
  return <BarChart horizontal rows={rows} height={height} label={(r) => r.nombre} series={[{ name: "Pendientes", color: CHART_COLORS.primary, value: (r) => r.pendientes }]} />;
}

export function DecisionsDrawing({ rows, height }: { rows: Array<{ dia: string; aprobado: number; rechazado: number }>; height: number }) {
  return (
    <BarChart
      stacked
      tickEvery={2}
      rows={rows}
      height={height}
      label={(r) => r.dia}
      series={[
        { name: "Aprobadas", color: CHART_COLORS.approved, value: (r) => r.aprobado },
        { name: "Rechazadas", color: CHART_COLORS.rejected, value: (r) => r.rechazado },
      ]}
    />
  );
}

export function ExpirationsDrawing({ rows, height }: { rows: Array<{ nombre: string; d30: number; d60: number; d90: number }>; height: number }) {
  return (
    <BarChart
      rows={rows}
      height={height}
      label={(r) => r.nombre}
      series={[
        { name: "30 días", color: CHART_COLORS.d30, value: (r) => r.d30 },
        { name: "60 días", color: CHART_COLORS.d60, value: (r) => r.d60 },
        { name: "90 días", color: CHART_COLORS.d90, value: (r) => r.d90 },
      ]}
    />
  );
}

export function DepartmentsDrawing({ rows, height }: { rows: Tablero["departamentos"]; height: number }) {
  return <BarChart horizontal rows={rows} height={height} label={(r) => r.nombre} series={[{ name: "Transportistas", color: CHART_COLORS.primary, value: (r) => r.transportistas }]} />;
}
