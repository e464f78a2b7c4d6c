import type { Tablero } from "@portal/domain/tablero";
import { plural } from "@/lib/format";
import { formatHours, TIPO_LABEL } from "./tablero-labels";
import { ChartFigure } from "./chart-figure";
import { QueueDrawing } from "./chart-drawings";

/** Size and age of the review queue, and what it holds by kind of record. */
export function QueueChart({ cola }: { cola: Tablero["cola"] }) {
  const rows = cola.por_tipo.map((t) => ({ ...t, nombre: TIPO_LABEL[t.tipo] ?? t.tipo }));
  const height = Math.max(160, rows.length * 32);
  return (
    <ChartFigure
      title="Cola de revisión"
      summary={
        <>
          <strong>{plural(cola.pendientes, "registro pendiente", "registros pendientes")}</strong>. Edad mediana {formatHours(cola.edad_mediana_horas)}; el 10 % más
          antiguo espera más de {formatHours(cola.edad_p90_horas)}.
        </>
      }
      chart={<QueueDrawing rows={rows} height={height} />}
      chartHeight={height}
      rows={rows}
      rowKey={(r) => r.tipo}
      columns={[
        { header: "Tipo de registro", cell: (r) => r.nombre },
        { header: "Pendientes", cell: (r) => r.pendientes.toLocaleString("es-GT"), numeric: true },
      ]}
    />
  );
}
