import type { Tablero } from "@portal/domain/tablero";
import { formatDate, plural } from "@/lib/format";
import { ChartFigure } from "./chart-figure";
import { DecisionsDrawing } from "./chart-drawings";
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
      chart={<DecisionsDrawing rows={rows} height={240} />}
      chartHeight={240}
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
