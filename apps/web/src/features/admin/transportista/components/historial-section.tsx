import type { AuditoriaItem } from "@portal/domain/auditoria";
import { Card } from "@/components/ui/card";
import { PagedList } from "@/components/ui/paged-list";
import { pagedListState } from "@/lib/paged-query";
import { useHistorial } from "../api/get-expediente";
import { accionLabel, entidadLabel, formatValor } from "@/lib/auditoria-labels";
import { formatFechaHora } from "@/lib/format";
import { labelOf, shownChange } from "./datos-labels";

const AUTOR: Record<string, string> = { usuario: "Transportista", funcionario: "Personal de la autoridad" };

function Cambios({ item }: { item: AuditoriaItem }) {
  const campos = item.campos.filter((c) => shownChange(c.campo));
  if (campos.length === 0) return <>—</>;
  return (
    <ul className="flex flex-col gap-0.5">
      {campos.map((c) => (
        <li key={c.campo}>
          {labelOf(c.campo)}: {c.protegido ? "cambió (valor protegido)" : item.accion === "crear" ? formatValor(c.despues) : `${formatValor(c.antes)} → ${formatValor(c.despues)}`}
        </li>
      ))}
    </ul>
  );
}

/** The carrier's history from the audit trail, newest first, a page at a time. */
export function HistorialSection({ usuarioId }: { usuarioId: number }) {
  const query = useHistorial(usuarioId);
  return (
    <Card title="Historial">
      <PagedList<AuditoriaItem>
        caption="Historial de cambios del transportista"
        {...pagedListState(query, "auditoria")}
        rowKey={(a) => a.id}
        cardTitle={(a) => `${accionLabel(a)}: ${entidadLabel(a.entidad)}`}
        emptyText="Sin cambios registrados."
        columns={[
          { header: "Fecha", cell: (a) => formatFechaHora(a.fecha) },
          { header: "Acción", cell: accionLabel },
          { header: "Registro", cell: (a) => `${entidadLabel(a.entidad)}${a.entidad_id ? ` #${a.entidad_id}` : ""}` },
          { header: "Cambios", cell: (a) => <Cambios item={a} /> },
          { header: "Autor", cell: (a) => (a.autor ? AUTOR[a.autor] : "Sin sesión") },
        ]}
      />
    </Card>
  );
}
