import { FILTRO_NOTIFICACION_LABEL, FILTROS_NOTIFICACION } from "@portal/domain/buzon";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { adminPaths } from "../../admin-paths";
import { useNotificacionesResumen } from "../api/notificaciones";

/** The dashboard's notice figures, each a link to the list with that filter. */
export function NotificacionesFigures() {
  const resumen = useNotificacionesResumen();
  return (
    <Card title="Notificaciones">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {FILTROS_NOTIFICACION.map((f) => (
          <li key={f}>
            <Link to={`${adminPaths.notificaciones.getHref()}?filtro=${f}`} className="flex flex-col rounded-xl border border-gray-200 p-3 hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-800">
              <span className="text-2xl font-bold text-gray-900 dark:text-white">{resumen.data?.notificaciones[f] ?? "—"}</span>
              <span className="text-sm text-gray-700 dark:text-gray-200">{FILTRO_NOTIFICACION_LABEL[f]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
