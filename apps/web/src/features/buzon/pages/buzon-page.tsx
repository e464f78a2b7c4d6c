import { TIPO_NOTIFICACION_LABEL, type NotificacionRow } from "@portal/domain/buzon";
import { Link } from "react-router";
import { paths } from "@/app/paths";
import { estadoTexto, recepcionTexto } from "@/components/notificaciones/notificacion-hilo";
import { Alert } from "@/components/ui/alert";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { PageHeader } from "@/components/ui/page-header";
import { PagedList } from "@/components/ui/paged-list";
import type { Column } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { formatDate, formatFechaHora } from "@/lib/format";
import { pagedListState } from "@/lib/paged-query";
import { useBuzon } from "../api/buzon";

const columns: Column<NotificacionRow>[] = [
  {
    header: "Asunto",
    cell: (n) => (
      <Link to={paths.buzonNotificacion.getHref(n.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200">
        {n.leida_en ? n.asunto : <strong>{n.asunto} (sin leer)</strong>}
      </Link>
    ),
  },
  { header: "Tipo", cell: (n) => TIPO_NOTIFICACION_LABEL[n.tipo] },
  { header: "Enviada", cell: (n) => formatFechaHora(n.enviada_en), className: "whitespace-nowrap" },
  { header: "Recepción", cell: recepcionTexto },
  { header: "Plazo", cell: (n) => (n.vence_el ? `Vence el ${formatDate(n.vence_el)}` : n.plazo_dias ? `${n.plazo_dias} días hábiles` : "—") },
  { header: "Estado", cell: estadoTexto },
];

/** "Buzón": the authority's notices to the carrier, newest first. */
export default function BuzonPage() {
  const buzon = useBuzon();
  return (
    <>
      <Breadcrumb items={[{ label: "Buzón" }]} />
      <PageHeader
        title="Buzón de notificaciones"
        description="Las notificaciones de la autoridad. Al abrir una, queda registrado quién la abrió y cuándo; si nadie la abre, se tiene por notificada a los 10 días de su envío."
      />
      {buzon.isError && <Alert>{errorMessage(buzon.error)}</Alert>}
      <PagedList
        caption="Notificaciones"
        columns={columns}
        {...pagedListState(buzon, "notificaciones")}
        rowKey={(n) => n.id}
        cardTitle={(n) => n.asunto}
        cardHeadingLevel={2}
        emptyText="No tiene notificaciones."
      />
    </>
  );
}
