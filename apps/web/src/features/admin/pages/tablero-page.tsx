import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { LoadingBlock } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { useTablero } from "../api/get-tablero";
import { DecisionsChart } from "../components/tablero/decisions-chart";
import { DepartmentsChart } from "../components/tablero/departments-chart";
import { ExpirationsChart } from "../components/tablero/expirations-chart";
import { ExportPanel } from "../components/tablero/export-panel";
import { QueueChart } from "../components/tablero/queue-chart";
import { NotificacionesFigures } from "../notificaciones/components/notificaciones-figures";

/**
 * The supervisors' dashboard: the review queue, decisions, what expires soon and where carriers are,
 * each as a chart with its table, and the CSV exports. The figures and their drawings (plain SVG, no
 * charting library) show in one render as soon as the figures arrive (decisions 222, 225).
 */
export default function TableroPage() {
  const tablero = useTablero();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Tablero" description={tablero.data ? `Cifras al ${formatDate(tablero.data.hoy)} (hora de Guatemala).` : undefined} />
      {tablero.isPending && <LoadingBlock />}
      {tablero.isError && <Alert>{errorMessage(tablero.error)}</Alert>}
      {tablero.data && (
        <>
          <div className="grid gap-6 xl:grid-cols-2">
            <QueueChart cola={tablero.data.cola} />
            <DecisionsChart decisiones={tablero.data.decisiones} />
            <ExpirationsChart vencimientos={tablero.data.vencimientos} />
            <DepartmentsChart departamentos={tablero.data.departamentos} />
          </div>
          <NotificacionesFigures />
          <ExportPanel departamentos={tablero.data.departamentos} />
        </>
      )}
    </div>
  );
}
