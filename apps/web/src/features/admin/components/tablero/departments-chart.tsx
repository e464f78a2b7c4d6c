import type { Tablero } from "@portal/domain/tablero";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { plural } from "@/lib/format";
import { ChartFigure } from "./chart-figure";
import { CHART_COLORS } from "./chart-colors";

/** Carriers by the department of their main address. */
export function DepartmentsChart({ departamentos }: { departamentos: Tablero["departamentos"] }) {
  const total = departamentos.reduce((n, d) => n + d.transportistas, 0);
  return (
    <ChartFigure
      title="Transportistas por departamento"
      summary={<>{plural(total, "transportista", "transportistas")}, por el departamento de su dirección principal.</>}
      chart={
        <ResponsiveContainer width="100%" height={Math.max(160, departamentos.length * 26)}>
          <BarChart data={departamentos} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} stroke={CHART_COLORS.axis} fontSize={12} />
            <YAxis type="category" dataKey="nombre" width={110} stroke={CHART_COLORS.axis} fontSize={11} interval={0} />
            <Tooltip />
            <Bar dataKey="transportistas" name="Transportistas" fill={CHART_COLORS.primary} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      rows={departamentos}
      rowKey={(r) => String(r.departamento_id)}
      columns={[
        { header: "Departamento", cell: (r) => r.nombre },
        { header: "Transportistas", cell: (r) => r.transportistas.toLocaleString("es-GT"), numeric: true },
      ]}
    />
  );
}
