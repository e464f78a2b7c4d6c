import type { Tablero } from "@portal/domain/tablero";
import { plural } from "@/lib/format";
import { ChartFigure } from "./chart-figure";
import { DepartmentsDrawing } from "./chart-drawings";

/** Carriers by the department of their main address. */
export function DepartmentsChart({ departamentos }: { departamentos: Tablero["departamentos"] }) {
  const total = departamentos.reduce((n, d) => n + d.transportistas, 0);
  const height = Math.max(160, departamentos.length * 26);
  return (
    <ChartFigure
      title="Transportistas por departamento"
      summary={<>{plural(total, "transportista", "transportistas")}, por el departamento de su dirección principal.</>}
      chart={<DepartmentsDrawing rows={departamentos} height={height} />}
      chartHeight={height}
      rows={departamentos}
      rowKey={(r) => String(r.departamento_id)}
      columns={[
        { header: "Departamento", cell: (r) => r.nombre },
        { header: "Transportistas", cell: (r) => r.transportistas.toLocaleString("es-GT"), numeric: true },
      ]}
    />
  );
}
