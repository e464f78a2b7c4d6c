import type { Tablero } from "@portal/domain/tablero";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDate, plural } from "@/lib/format";
import { ChartFigure } from "./chart-figure";
import { CHART_COLORS } from "./chart-colors";
import { shortDate } from "./tablero-labels";

/** Approvals and rejections per day over the last 30 days. */
export function DecisionsChart({ decisiones }: { decisiones: Tablero["decisiones"] }) {
  const aprobado = decisiones.reduce((n, d) => n + d.aprobado, 0);
  const rechazado = decisiones.reduce((n, d) => n + d.rechazado, 0);
  const rows = decisiones.map((d) => ({ ...d, dia: shortDate(d.fecha) }));
  return (
    <ChartFigure
      title="Decisiones por día (últimos 30 días)"
      summary={
        <>
          {plural(aprobado, "aprobación", "aprobaciones")} y {plural(rechazado, "rechazo", "rechazos")} en 30 días.
        </>
      }
      chart={
        <ResponsiveContainer width="100%" height={240}>
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
      }
      rows={rows}
      rowKey={(r) => r.fecha}
      columns={[
        { header: "Fecha", cell: (r) => formatDate(r.fecha) },
        { header: "Aprobadas", cell: (r) => r.aprobado, numeric: true },
        { header: "Rechazadas", cell: (r) => r.rechazado, numeric: true },
      ]}
    />
  );
}
