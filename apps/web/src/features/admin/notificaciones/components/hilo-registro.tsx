import type { TipoRevision } from "@portal/domain/revision";
import { useState } from "react";
import { NotificacionHilo } from "@/components/notificaciones/notificacion-hilo";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadingBlock } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { downloadAdjuntoConsola, downloadConstanciaConsola, useCerrarNotificacion, useHiloRegistro } from "../api/notificaciones";

/** The record's notices, their receipts and the carrier's answers; an open requirement can be closed here. */
export function HiloRegistro({ tipo, id }: { tipo: TipoRevision; id: number }) {
  const hilo = useHiloRegistro(tipo, id);
  const cerrar = useCerrarNotificacion();
  const [error, setError] = useState<string>();
  return (
    <Card title="Notificaciones y respuestas">
      {hilo.isPending && <LoadingBlock />}
      {hilo.isError && <Alert>{errorMessage(hilo.error)}</Alert>}
      {cerrar.isError && <Alert>{errorMessage(cerrar.error)}</Alert>}
      {error && <Alert>{error}</Alert>}
      {hilo.data?.length === 0 && <p className="text-sm text-gray-600 dark:text-gray-300">No se han enviado notificaciones sobre este registro.</p>}
      <ol className="flex flex-col gap-6">
        {hilo.data?.map((n) => (
          <li key={n.id} className="flex flex-col gap-3 border-b border-gray-200 pb-6 last:border-0 dark:border-gray-700">
            <h3 className="text-base font-semibold text-gray-900 dark:text-white">{n.asunto}</h3>
            <NotificacionHilo n={n} headingLevel={3} onAdjunto={(adjuntoId, nombre) => void downloadAdjuntoConsola(n.id, adjuntoId, nombre).catch((e: unknown) => setError(errorMessage(e)))} />
            <div className="flex flex-wrap gap-2">
              {n.tipo === "requerimiento" && !n.cierre && (
                <>
                  <Button type="button" size="sm" busy={cerrar.isPending} onClick={() => cerrar.mutate({ id: n.id, cierre: "atendido" })}>
                    Cerrar como atendido
                  </Button>
                  <Button type="button" size="sm" variant="danger" busy={cerrar.isPending} onClick={() => cerrar.mutate({ id: n.id, cierre: "no_atendido" })}>
                    Cerrar como no atendido
                  </Button>
                </>
              )}
              <Button type="button" size="sm" variant="secondary" onClick={() => void downloadConstanciaConsola(n.id).catch((e: unknown) => setError(errorMessage(e)))}>
                Constancia de notificación
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
