import type { Tablero } from "@portal/domain/tablero";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { plural } from "@/lib/format";
import { formatHours, TIPO_LABEL } from "./tablero-labels";
import { ChartFigure } from "./chart-figure";
import { CHART_COLORS } from "./chart-colors";

/** Size and age of the review queue, and what it holds by kind of record. */
export function QueueChart({ cola }: { cola: Tablero["cola"] }) {
  const rows = cola.por_tipo.map((t) => ({ ...t, nombre: TIPO_LABEL[t.tipo] ?? t.tipo }));
  return (
    <ChartFigure
      title="Cola de revisión"
      summary={
        <>
          <strong>{plural(cola.pendientes, "registro pendiente", "registros pendientes")}</strong>. Edad mediana {formatHours(cola.edad_mediana_horas)}; el 10 % más
          antiguo espera más de {formatHours(cola.edad_p90_horas)}.
        </>
      }
      chart={
        <ResponsiveContainer width="100%" height={Math.max(160, rows.length * 32)}>
          <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} stroke={CHART_COLORS.axis} fontSize={12} />
            <YAxis type="category" dataKey="nombre" width={110} stroke={CHART_COLORS.axis} fontSize={12} />
            <Tooltip />
            <Bar dataKey="pendientes" name="Pendientes" fill={CHART_COLORS.primary} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      rows={rows}
      rowKey={(r) => r.tipo}
      columns={[
        { header: "Tipo de registro", cell: (r) => r.nombre },
        { header: "Pendientes", cell: (r) => r.pendientes.toLocaleString("es-GT"), numeric: true },
      ]}
    />
  );
}
