import type { AuditoriaItem } from "@portal/domain/auditoria";
import { accionLabel, autorLabel, entidadLabel } from "@portal/domain/auditoria-labels";
import { Cambios } from "@/components/auditoria/cambios";
import { Card } from "@/components/ui/card";
import { PagedList } from "@/components/ui/paged-list";
import { formatFechaHora } from "@/lib/format";
import { pagedListState } from "@/lib/paged-query";
import { useHistorial } from "../api/get-expediente";

/** The carrier's history from the audit trail, newest first, a page at a time, read as the carrier reads its own. */
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
          { header: "Fecha", cell: (a) => <time dateTime={a.fecha}>{formatFechaHora(a.fecha)}</time>, className: "whitespace-nowrap" },
          { header: "Acción", cell: accionLabel },
          { header: "Registro", cell: (a) => entidadLabel(a.entidad) },
          { header: "Cambios", cell: (a) => <Cambios item={a} />, className: "min-w-[16rem]" },
          { header: "Autor", cell: (a) => (a.autor_persona ? `${a.autor_persona.nombre ?? "Sin nombre"} (NIT ${a.autor_persona.nit})` : autorLabel(a.autor, "consola")) },
        ]}
      />
    </Card>
  );
}
