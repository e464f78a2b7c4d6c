import type { Tablero } from "@portal/domain/tablero";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_COLORS } from "./chart-colors";

/**
 * The dashboard's four drawings, the only code that imports recharts: this module and its chunk load
 * apart (lazy-drawing.tsx), so the figures, their sentences and their tables show without waiting for
 * the charting library (decision 222).
 */

export function QueueDrawing({ rows, height }: { rows: Array<{ nombre: string; pendientes: number }>; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} stroke={CHART_COLORS.axis} fontSize={12} />
        <YAxis type="category" dataKey="nombre" width={110} stroke={CHART_COLORS.axis} fontSize={12} />
        <Tooltip />
        <Bar dataKey="pendientes" name="Pendientes" fill={CHART_COLORS.primary} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function DecisionsDrawing({ rows, height }: { rows: Array<{ dia: string; aprobado: number; rechazado: number }>; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} margin={{ left: 0, right: 8 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="dia" stroke={CHART_COLORS.axis} fontSize={11} interval="preserveStartEnd" minTickGap={16} />
        <YAxis allowDecimals={false} stroke={CHART_COLORS.axis} fontSize={12} width={40} />
        <Tooltip />
        <Legend />
        <Bar dataKey="aprobado" name="Aprobadas" stackId="d" fill={CHART_COLORS.approved} isAnimationActive={false} />
        <Bar dataKey="rechazado" name="Rechazadas" stackId="d" fill={CHART_COLORS.rejected} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * A category's whole name under its bars, on two lines ("Licencias de" / "transporte"): cut to its first
 * word, two kinds both read "Licencias".
 */
function WrappedTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value: string } }) {
  const words = (payload?.value ?? "").split(" ");
  const half = Math.ceil(words.length / 2);
  const lines = words.length > 1 ? [words.slice(0, half).join(" "), words.slice(half).join(" ")] : words;
  return (
    <text x={Number(x)} y={Number(y)} textAnchor="middle" fontSize={11} fill={CHART_COLORS.axis}>
      {lines.map((line, i) => (
        <tspan key={line} x={Number(x)} dy={i === 0 ? 12 : 13}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

export function ExpirationsDrawing({ rows, height }: { rows: Array<{ nombre: string; d30: number; d60: number; d90: number }>; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} margin={{ left: 0, right: 8 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="nombre" stroke={CHART_COLORS.axis} fontSize={11} interval={0} height={44} tick={<WrappedTick />} />
        <YAxis allowDecimals={false} stroke={CHART_COLORS.axis} fontSize={12} width={40} />
        <Tooltip />
        <Legend />
        <Bar dataKey="d30" name="30 días" fill={CHART_COLORS.d30} isAnimationActive={false} />
        <Bar dataKey="d60" name="60 días" fill={CHART_COLORS.d60} isAnimationActive={false} />
        <Bar dataKey="d90" name="90 días" fill={CHART_COLORS.d90} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function DepartmentsDrawing({ rows, height }: { rows: Tablero["departamentos"]; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} stroke={CHART_COLORS.axis} fontSize={12} />
        <YAxis type="category" dataKey="nombre" width={110} stroke={CHART_COLORS.axis} fontSize={11} interval={0} />
        <Tooltip />
        <Bar dataKey="transportistas" name="Transportistas" fill={CHART_COLORS.primary} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
