import { FILTRO_NOTIFICACION_LABEL, FILTROS_NOTIFICACION, type FiltroNotificacion, type NotificacionRow, TIPO_NOTIFICACION_LABEL } from "@portal/domain/buzon";
import { Link, useSearchParams } from "react-router";
import { estadoTexto, recepcionTexto } from "@/components/notificaciones/notificacion-hilo";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { PagedList } from "@/components/ui/paged-list";
import type { Column } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatDate, formatFechaHora } from "@/lib/format";
import { pagedListState } from "@/lib/paged-query";
import { adminPaths } from "../../admin-paths";
import { useNotificaciones, useNotificacionesResumen } from "../api/notificaciones";

const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200";

const columns: Column<NotificacionRow>[] = [
  {
    header: "Asunto",
    cell: (n) =>
      n.registro_tipo && n.registro_id ? (
        <Link to={adminPaths.revisionDetalle.getHref(n.registro_tipo, n.registro_id)} className={linkClass}>
          {n.asunto}
        </Link>
      ) : (
        n.asunto
      ),
  },
  { header: "Transportista", cell: (n) => `${n.nombre ?? "—"} (NIT ${n.nit})` },
  { header: "Tipo", cell: (n) => TIPO_NOTIFICACION_LABEL[n.tipo] },
  { header: "Enviada", cell: (n) => `${formatFechaHora(n.enviada_en)}, ${n.remitente}` },
  { header: "Recepción", cell: recepcionTexto },
  { header: "Vence", cell: (n) => (n.vence_el ? formatDate(n.vence_el) : "—") },
  { header: "Estado", cell: estadoTexto },
];

/** Every notice sent, filtered: unread, served by lapse, awaiting an answer, overdue. */
export default function NotificacionesPage() {
  const [search, setSearch] = useSearchParams();
  const filtro = FILTROS_NOTIFICACION.find((f) => f === search.get("filtro")) as FiltroNotificacion | undefined;
  const list = useNotificaciones(filtro);
  const resumen = useNotificacionesResumen();
  const chip = (value: FiltroNotificacion | undefined, label: string, countOf?: number) => (
    <li key={value ?? "todas"}>
      <button
        type="button"
        aria-pressed={filtro === value}
        onClick={() => setSearch(value ? { filtro: value } : {})}
        className={cn(
          "rounded-full border px-3 py-1.5 text-sm font-medium",
          filtro === value ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800",
        )}
      >
        {label}
        {countOf !== undefined && ` (${countOf})`}
      </button>
    </li>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Notificaciones" description="Las notificaciones enviadas a los transportistas, la más reciente primero. Se envían desde el registro en revisión." />
      <nav aria-label="Filtros">
        <ul className="flex flex-wrap gap-2">
          {chip(undefined, "Todas")}
          {FILTROS_NOTIFICACION.map((f) => chip(f, FILTRO_NOTIFICACION_LABEL[f], resumen.data?.notificaciones[f]))}
        </ul>
      </nav>
      {list.isError && <Alert>{errorMessage(list.error)}</Alert>}
      <PagedList
        caption="Notificaciones"
        columns={columns}
        {...pagedListState(list, "notificaciones")}
        rowKey={(n) => n.id}
        cardTitle={(n) => n.asunto}
        cardHeadingLevel={2}
        emptyText="No hay notificaciones con este filtro."
      />
    </div>
  );
}
