import { type Tablero, VENCIMIENTO_TIPO_LABEL } from "@portal/domain/tablero";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFigure } from "./chart-figure";
import { CHART_COLORS } from "./chart-colors";

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

/** What expires in the next 30, 60 and 90 days, by kind. */
export function ExpirationsChart({ vencimientos }: { vencimientos: Tablero["vencimientos"] }) {
  const rows = vencimientos.map((v) => ({ ...v, nombre: VENCIMIENTO_TIPO_LABEL[v.tipo] }));
  const total30 = rows.reduce((n, r) => n + r.d30, 0);
  return (
    <ChartFigure
      title="Vencimientos próximos"
      summary={<>{total30 === 1 ? "1 vence" : `${total30.toLocaleString("es-GT")} vencen`} en los próximos 30 días. Cada plazo incluye los más cortos.</>}
      chart={
        <ResponsiveContainer width="100%" height={260}>
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
      }
      rows={rows}
      rowKey={(r) => r.tipo}
      columns={[
        { header: "Qué vence", cell: (r) => r.nombre },
        { header: "30 días", cell: (r) => r.d30, numeric: true },
        { header: "60 días", cell: (r) => r.d60, numeric: true },
        { header: "90 días", cell: (r) => r.d90, numeric: true },
      ]}
    />
  );
}
