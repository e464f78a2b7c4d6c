import { ESTADO_POLIZA_REPORTADA_LABEL } from "@portal/domain/poliza-reportada";
import { Card } from "@/components/ui/card";
import { PdfPreview } from "@/components/documents/document-preview";
import { PagedList } from "@/components/ui/paged-list";
import { formatDate } from "@/lib/format";
import { pagedListState } from "@/lib/paged-query";
import { useExpedienteVehiculos, type VehiculoFicha } from "../api/get-expediente";
import { staffPdfSource } from "../api/get-staff-pdf";
import { FichaDatos } from "./ficha-datos";
import { RevisionBadge } from "./revision-badge";

/** The whole vehicle and its policy, opened on demand (a page holds 20 vehicles). */
function VehiculoDetalle({ v }: { v: VehiculoFicha }) {
  const placa = String(v.datos.numero_placa);
  return (
    <details className="min-w-0">
      <summary className="cursor-pointer font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200">Ver todo de {placa}</summary>
      <div className="mt-3 flex flex-col gap-3">
        <FichaDatos ficha={v} />
        {v.poliza_reportada && (
          <>
            <h4 className="font-semibold text-gray-900 dark:text-white">Póliza reportada por {v.poliza_reportada.aseguradora}</h4>
            <p className="text-sm text-gray-800 dark:text-gray-200">
              {v.poliza_reportada.numero}: {ESTADO_POLIZA_REPORTADA_LABEL[v.poliza_reportada.estado]}
              {v.poliza_reportada.motivo ? ` (${v.poliza_reportada.motivo})` : ""}, del {formatDate(v.poliza_reportada.fecha_inicio)} al{" "}
              {formatDate(v.poliza_reportada.fecha_fin)}.
            </p>
          </>
        )}
        {v.poliza && (
          <>
            <h4 className="font-semibold text-gray-900 dark:text-white">{v.poliza_reportada ? "Póliza declarada por el transportista" : "Póliza"}</h4>
            <FichaDatos ficha={v.poliza} />
          </>
        )}
        {v.poliza_pdf_url && <PdfPreview source={staffPdfSource(v.poliza_pdf_url)} label={`la póliza de ${placa}`} />}
      </div>
    </details>
  );
}

/** The carrier's vehicles a page at a time (a big carrier holds thousands), each with its policy and review state. */
export function VehiculosSection({ usuarioId, total, tarjetaNumero }: { usuarioId: number; total: number; tarjetaNumero: (id: unknown) => string }) {
  const query = useExpedienteVehiculos(usuarioId);
  return (
    <Card title={`Vehículos (${total})`}>
      <PagedList<VehiculoFicha>
        caption="Vehículos del transportista"
        {...pagedListState(query, "vehiculos")}
        rowKey={(v) => v.id}
        cardTitle={(v) => `Placa ${String(v.datos.numero_placa)}`}
        emptyText="No ha registrado vehículos."
        columns={[
          { header: "Placa", cell: (v) => String(v.datos.numero_placa) },
          { header: "Vehículo", cell: (v) => `${String(v.datos.marca_vehiculo ?? "")} ${String(v.datos.linea ?? "")} ${String(v.datos.modelo)}`.trim() },
          { header: "Tarjeta", cell: (v) => tarjetaNumero(v.datos.tarjeta_operacion_id) },
          { header: "Póliza hasta", cell: (v) => (v.poliza ? formatDate(String(v.poliza.datos.fecha_fin)) : "Sin póliza") },
          { header: "Revisión", cell: (v) => <RevisionBadge revision={v.revision} /> },
          { header: "Detalle", cell: (v) => <VehiculoDetalle v={v} /> },
        ]}
      />
    </Card>
  );
}
