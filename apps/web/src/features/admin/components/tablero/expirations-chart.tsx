import { type Tablero, VENCIMIENTO_TIPO_LABEL } from "@portal/domain/tablero";
import { ChartFigure } from "./chart-figure";
import { ExpirationsDrawing } from "./chart-drawings";

/** What expires in the next 30, 60 and 90 days, by kind. */
export function ExpirationsChart({ vencimientos }: { vencimientos: Tablero["vencimientos"] }) {
  const rows = vencimientos.map((v) => ({ ...v, nombre: VENCIMIENTO_TIPO_LABEL[v.tipo] }));
  const total30 = rows.reduce((n, r) => n + r.d30, 0);
  return (
    <ChartFigure
      title="Vencimientos próximos"
      summary={<>{total30 === 1 ? "1 vence" : `${total30.toLocaleString("es-GT")} vencen`} en los próximos 30 días. Cada plazo incluye los más cortos.</>}
      chart={<ExpirationsDrawing rows={rows} height={260} />}
      chartHeight={260}
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
