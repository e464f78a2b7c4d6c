import type { AuditoriaItem } from "@portal/domain/auditoria";
import { Alert } from "@/components/ui/alert";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { PageHeader } from "@/components/ui/page-header";
import { PagedList } from "@/components/ui/paged-list";
import type { Column } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { useAuditoria } from "../api/get-auditoria";
import { accionLabel, autorLabel, entidadLabel } from "@portal/domain/auditoria-labels";
import { formatFechaHora } from "@/lib/format";
import { Cambios } from "@/components/auditoria/cambios";

export const HISTORIAL_VACIO = "Aún no hay cambios registrados en su cuenta.";

/** The record's kind; what it holds is in the changes (its internal number says nothing to a person). */
const registro = (item: AuditoriaItem) => entidadLabel(item.entidad);

const columns: Column<AuditoriaItem>[] = [
  { header: "Fecha", cell: (i) => <time dateTime={i.fecha}>{formatFechaHora(i.fecha)}</time>, className: "whitespace-nowrap" },
  { header: "Acción", cell: (i) => <span className="font-medium">{accionLabel(i)}</span> },
  { header: "Registro", cell: registro },
  { header: "Cambios", cell: (i) => <Cambios item={i} />, className: "min-w-[18rem]" },
  { header: "Realizado por", cell: (i) => (i.autor_persona ? `${i.autor_persona.nombre ?? "Sin nombre"} (NIT ${i.autor_persona.nit})` : autorLabel(i.autor)) },
  {
    header: "Origen",
    cell: (i) => (
      <span className="flex flex-col">
        <span>IP {i.ip ?? "—"}</span>
        {i.geo && <span>GPS {i.geo}</span>}
      </span>
    ),
  },
];

/** "Historial de cambios": every change of the carrier's data and its logins, newest first. */
export default function HistorialPage() {
  const history = useAuditoria();
  const rows = history.data?.pages.flatMap((p) => p.auditoria);
  return (
    <>
      <Breadcrumb items={[{ label: "Historial de cambios" }]} />
      <PageHeader
        title="Historial de cambios"
        description="Cada cambio de sus datos y cada inicio de sesión de su cuenta: cuándo, qué cambió (antes y después), quién y desde dónde."
      />
      {history.isError && <Alert>{errorMessage(history.error)}</Alert>}
      <PagedList
        caption="Historial de cambios"
        columns={columns}
        rows={rows}
        rowKey={(i) => i.id}
        cardTitle={(i) => `${accionLabel(i)} · ${registro(i)}`}
        cardHeadingLevel={2}
        loading={history.isPending}
        emptyText={HISTORIAL_VACIO}
        hasMore={history.hasNextPage}
        loadingMore={history.isFetchingNextPage}
        onLoadMore={() => void history.fetchNextPage()}
      />
    </>
  );
}
