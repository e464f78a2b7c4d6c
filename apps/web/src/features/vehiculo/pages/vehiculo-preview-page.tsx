import { Link } from "react-router";
import { todayInGuatemala } from "@portal/domain/formats";
import { ESTADO_POLIZA_REPORTADA_LABEL, type PolizaReportadaVista, polizaReportadaTexto } from "@portal/domain/poliza-reportada";
import type { VehiculoDetail } from "@portal/domain/vehiculo";
import { paths } from "@/app/paths";
import { DetailList } from "@/components/detail-list";
import { PdfPreview } from "@/components/documents/document-preview";
import { Alert } from "@/components/ui/alert";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { LoadingBlock } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { formatDate, formatQuetzales, orDash, siNo } from "@/lib/format";
import { useVehiculo } from "@/lib/get-vehiculo";
import { useNavState, vehiculoNavState, type TarjetaNavState } from "@/lib/nav-state";
import { polizaPdfSource } from "../api/get-poliza-pdf";

export const VEHICULO_SIN_INFO = "No hay información del vehículo disponible.";

const TITLE = "Información del Vehículo";

function vehiculoItems(v: VehiculoDetail) {
  return [
    { label: "Placa", value: v.numero_placa },
    { label: "NIT", value: v.nit },
    { label: "Asientos", value: v.asiento },
    { label: "Modelo", value: v.modelo },
    { label: "Línea", value: orDash(v.linea) },
    { label: "Motor", value: v.motor },
    { label: "Número de Serie", value: orDash(v.numero_serie) },
    { label: "Número de Chasis", value: v.numero_chasis },
    { label: "Tipo de Vehículo", value: v.tipo_vehiculo.nombre },
    { label: "Uso", value: v.tipo_uso.nombre },
    { label: "Tipo de Combustible", value: v.tipo_combustible.nombre },
    { label: "Tipo de Placa", value: v.tipo_placa.nombre },
    { label: "Marca", value: v.marca.nombre },
    { label: "Color", value: v.color.nombre },
    { label: "Activo", value: siNo(v.activo) },
  ];
}

function polizaItems(p: NonNullable<VehiculoDetail["poliza"]>) {
  return [
    { label: "Número de Póliza", value: p.numero },
    { label: "Aseguradora", value: p.nombre_aseguradora },
    { label: "Tipo de Seguro", value: p.tipo_seguro },
    { label: "Prima Total", value: formatQuetzales(p.prima_total) },
    { label: "Valor", value: formatQuetzales(p.valor) },
    { label: "Monto Asegurado", value: formatQuetzales(p.monto_asegurado) },
    { label: "Fecha de Inicio", value: formatDate(p.fecha_inicio) },
    { label: "Fecha de Fin", value: formatDate(p.fecha_fin) },
    { label: "Activo", value: polizaActiva(p) },
  ];
}

/** The policy the insurer reported for the plate (issue 24): its word counts over the declared copy. */
function reportadaItems(p: PolizaReportadaVista) {
  return [
    { label: "Número de Póliza", value: p.numero },
    { label: "Estado", value: ESTADO_POLIZA_REPORTADA_LABEL[p.estado] },
    ...(p.motivo ? [{ label: "Motivo", value: p.motivo }] : []),
    { label: "Fecha de Inicio", value: formatDate(p.fecha_inicio) },
    { label: "Fecha de Fin", value: formatDate(p.fecha_fin) },
    { label: "Reportada el", value: formatDate(p.reportado_at.slice(0, 10)) },
  ];
}

/** "Sí", or "No" with the date that explains it (ended, or not started yet). */
function polizaActiva(p: NonNullable<VehiculoDetail["poliza"]>): string {
  if (p.activo) return "Sí";
  return p.fecha_inicio > todayInGuatemala() ? `No (empieza el ${formatDate(p.fecha_inicio)})` : `No (venció el ${formatDate(p.fecha_fin)})`;
}

/** Read-only vehicle detail (spec part 2, "Vehículo preview"); the vehicle is read fresh by id. */
export default function VehiculoPreviewPage() {
  const state = useNavState(vehiculoNavState);
  const detail = useVehiculo(state?.vehiculoId ?? null);
  const back: TarjetaNavState | null = state?.tarjeta ? { tarjeta: state.tarjeta, licencia: state.licencia } : null;

  const crumbs = [
    { label: "Licencias", href: paths.licencia.getHref() },
    { label: "Tarjetas de Operación", href: back?.licencia && paths.tarjetaOperacion.getHref(), state: back?.licencia && { licencia: back.licencia } },
    { label: "Vehículos", href: back ? paths.vehiculo.getHref() : undefined, state: back },
    { label: TITLE },
  ];
  const backLink = back ? (
    <Link to={paths.vehiculo.getHref()} state={back} className="text-sm font-medium text-brand-700 underline dark:text-brand-200">
      Volver a Vehículos
    </Link>
  ) : (
    <Link to={paths.licencia.getHref()} className="text-sm font-medium text-brand-700 underline dark:text-brand-200">
      Ir a Licencias
    </Link>
  );

  let body;
  if (state && detail.isPending) body = <LoadingBlock />;
  else if (!state || !detail.data) {
    body = (
      <>
        {detail.isError && <Alert className="mb-4">{errorMessage(detail.error)}</Alert>}
        <EmptyState text={VEHICULO_SIN_INFO} action={backLink} />
      </>
    );
  } else {
    const v = detail.data;
    body = (
      <div className="flex flex-col gap-6">
        <Card title="Datos del Vehículo">
          <DetailList items={vehiculoItems(v)} />
        </Card>
        {v.poliza_reportada && (
          <Card title={`Póliza reportada por ${v.poliza_reportada.aseguradora}`}>
            {v.poliza_reportada.estado !== "vigente" && (
              <Alert className="mb-4">
                {polizaReportadaTexto(v.poliza_reportada)}. Mientras el vehículo no tenga una póliza vigente, sus códigos QR no son válidos.
              </Alert>
            )}
            <DetailList items={reportadaItems(v.poliza_reportada)} />
          </Card>
        )}
        {v.poliza && (
          <Card title={v.poliza_reportada ? "Póliza de Seguro declarada" : "Póliza de Seguro"}>
            <DetailList items={polizaItems(v.poliza)} />
            <h3 className="mt-6 mb-3 text-base font-semibold text-gray-900 dark:text-white">Documento de la Póliza (PDF)</h3>
            {v.poliza.tiene_documento ? (
              <PdfPreview source={polizaPdfSource(v.id)} label={`la póliza ${v.poliza.numero}`} />
            ) : (
              <p className="text-sm text-gray-700 dark:text-gray-300">La póliza no tiene PDF guardado. Edite el vehículo para subirlo.</p>
            )}
          </Card>
        )}
        <div>{backLink}</div>
      </div>
    );
  }

  return (
    <>
      <Breadcrumb items={crumbs} />
      <PageHeader title={TITLE} description={detail.data ? `Vehículo con placa ${detail.data.numero_placa}.` : undefined} />
      {body}
    </>
  );
}
