import type { TipoRevision } from "@portal/domain/revision";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { errorMessage } from "@/lib/api-client";
import { adminPaths } from "../../admin-paths";
import { useNextInQueue } from "../api/get-revision";
import type { QueueContext } from "../queue-filters";

const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200";

/** After a decision: the next pending record of the queue (same filters), or that none is left. */
export function NextInQueue({ estado, current, filters }: { estado: "aprobado" | "rechazado"; current: { tipo: TipoRevision; id: number }; filters: QueueContext }) {
  const next = useNextInQueue({ tipo: filters.tipo, nit: filters.nit }, current, true);
  return (
    <Alert tone="success">
      <div className="flex flex-col gap-1">
        <strong>{estado === "aprobado" ? "Registro aprobado." : "Registro rechazado: se avisó al transportista."}</strong>
        {next.isPending && <span>Buscando el siguiente registro de la cola…</span>}
        {next.isError && <span>{errorMessage(next.error)}</span>}
        {next.data && (
          <span>
            Siguiente en la cola:{" "}
            <Link to={`${adminPaths.revisionDetalle.getHref(next.data.tipo, next.data.id)}${filters.search}`} className={linkClass}>
              Abrir el siguiente: {next.data.descripcion}
            </Link>
          </span>
        )}
        {next.data === null && (
          <span>
            No quedan registros pendientes{filters.search ? " con estos filtros" : ""}.{" "}
            <Link to={`${adminPaths.revision.getHref()}${filters.search}`} className={linkClass}>
              Volver a la cola
            </Link>
          </span>
        )}
      </div>
    </Alert>
  );
}
