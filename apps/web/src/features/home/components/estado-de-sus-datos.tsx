import type { ReactNode } from "react";
import type { Pendiente, Vencimiento } from "@portal/domain/vencimiento";
import { plazoDe } from "@/components/expiry-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingBlock } from "@/components/ui/spinner";
import { Alert } from "@/components/ui/alert";
import { pagedListState } from "@/lib/paged-query";
import { usePendientes, useVencimientos } from "../api/get-estado";
import { PendienteLink, VencimientoLink } from "./due-item-link";

export const ESTADO_AL_DIA = "Sus datos están al día: no falta ningún documento y nada vence en los próximos 90 días.";

const fechaLegible = (iso: string) => iso.split("-").reverse().join("/");

function Row({ badge, children, detail }: { badge: ReactNode; children: ReactNode; detail?: string }) {
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
      <span className="shrink-0 sm:w-40">{badge}</span>
      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{children}</span>
      {detail && <span className="text-sm text-gray-700 dark:text-gray-300">{detail}</span>}
    </li>
  );
}

const vencimientoRow = (v: Vencimiento) => {
  const p = plazoDe(v.dias_restantes);
  return (
    <Row key={`${v.tipo}-${v.id}`} badge={<Badge tone={p.tone}>{p.text}</Badge>} detail={`Fecha: ${fechaLegible(v.fecha)}`}>
      <VencimientoLink item={v}>{v.descripcion}</VencimientoLink>
    </Row>
  );
};

const pendienteRow = (p: Pendiente) => (
  <Row key={`${p.tipo}-${p.id}`} badge={<Badge tone="warning">Falta</Badge>}>
    <PendienteLink item={p}>{p.descripcion}</PendienteLink>
  </Row>
);

/**
 * Home's "Estado de sus datos" (issue 13): what has expired, what is missing, then what expires within
 * 90 days, soonest first; each item links to the screen that fixes it.
 */
export function EstadoDeSusDatos() {
  const vencimientos = useVencimientos();
  const pendientes = usePendientes();
  const list = pagedListState(vencimientos, "vencimientos");
  let body: ReactNode;
  if (list.loading || pendientes.isPending) body = <LoadingBlock />;
  else if (vencimientos.isError || pendientes.isError) body = <Alert>No se pudo leer el estado de sus datos. Vuelva a cargar la página.</Alert>;
  else {
    const items = list.rows ?? [];
    const missing = pendientes.data ?? [];
    const vencidos = items.filter((v) => v.dias_restantes < 0);
    const proximos = items.filter((v) => v.dias_restantes >= 0);
    body =
      items.length + missing.length === 0 ? (
        <EmptyState text={ESTADO_AL_DIA} />
      ) : (
        <>
          <ul aria-label="Pendientes y vencimientos" className="divide-y divide-gray-200 dark:divide-gray-700">
            {vencidos.map(vencimientoRow)}
            {missing.map(pendienteRow)}
            {proximos.map(vencimientoRow)}
          </ul>
          {list.hasMore && (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" busy={list.loadingMore} busyText="Cargando..." onClick={list.onLoadMore}>
                Cargar más
              </Button>
            </div>
          )}
        </>
      );
  }
  return (
    <Card title="Estado de sus datos" className="mt-8">
      {body}
    </Card>
  );
}
