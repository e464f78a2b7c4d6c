import { useState } from "react";
import type { Validar } from "@portal/domain/validacion";
import { paths } from "@/app/paths";
import { MissingState } from "@/components/missing-state";
import { Alert } from "@/components/ui/alert";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { LoadingBlock } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { pagedListState } from "@/lib/paged-query";
import { downloadDataUrl } from "@/lib/download";
import { useVehiculo } from "@/lib/get-vehiculo";
import { useNavState, vehiculoNavState, type TarjetaNavState } from "@/lib/nav-state";
import { serverMessageOr } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { useConfirmDelete } from "@/lib/use-confirm-delete";
import { useDeleteValidacion } from "../api/delete-validacion";
import { useGenerateValidacion } from "../api/generate-validacion";
import { useQrDocumento } from "../api/get-qr-documento";
import { useValidaciones } from "../api/get-validaciones";
import { QrActual, currentQr } from "../components/qr-actual";
import { QrRefusal, refusalOf, type Refusal } from "../components/qr-refusal";
import { QrTable } from "../components/qr-table";
import { VehiculoResumen } from "../components/vehiculo-resumen";

/** Spec part 8, "QR": each shows the server's message instead when it gives one. */
export const QR_GENERATE_FAILED = "Error al generar la validación";
export const QR_DOCUMENT_FAILED = "Error al obtener el documento";
export const QR_DELETE_FAILED = "Error al eliminar el registro";
/** Why the button is disabled for an inactive vehicle (its codes were revoked when it was deactivated). */
export const VEHICULO_INACTIVO =
  "El vehículo está inactivo: sus códigos QR fueron revocados y quien los escanee verá INACTIVO. Para generar un QR nuevo, edite el vehículo y marque «Vehículo activo».";

const TITLE = "Detalle del Vehículo";

export default function ValidacionPilotoPage() {
  const state = useNavState(vehiculoNavState);
  const vehiculoId = state?.vehiculoId ?? null;
  const detail = useVehiculo(vehiculoId);
  const list = useValidaciones(vehiculoId);
  const generate = useGenerateValidacion(vehiculoId);
  const remove = useDeleteValidacion(vehiculoId);
  const deletion = useConfirmDelete<Validar>(remove, (err) => serverMessageOr(err, QR_DELETE_FAILED));
  const documento = useQrDocumento();
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const back: TarjetaNavState | null = state?.tarjeta ? { tarjeta: state.tarjeta, licencia: state.licencia } : null;
  const crumbs = (
    <Breadcrumb
      items={[
        { label: "Licencias", href: paths.licencia.getHref() },
        { label: "Tarjetas de Operación", href: back?.licencia && paths.tarjetaOperacion.getHref(), state: back?.licencia && { licencia: back.licencia } },
        { label: "Vehículos", href: back ? paths.vehiculo.getHref() : undefined, state: back },
        { label: "QR del Vehículo" },
      ]}
    />
  );
  if (!state) {
    return (
      <>
        {crumbs}
        <PageHeader title={TITLE} />
        <MissingState
          text="No se seleccionó un vehículo. Elija un vehículo en la lista de vehículos de una tarjeta de operación para generar sus códigos QR."
          backHref={paths.licencia.getHref()}
          backLabel="Ir a Licencias"
        />
      </>
    );
  }

  const onGenerate = async () => {
    setRefusal(null);
    try {
      await generate.mutateAsync();
      toast.success();
    } catch (err) {
      // Kept on the page with what blocks it and where to fix it (a toast would pass unread).
      setRefusal(refusalOf(err, QR_GENERATE_FAILED));
    }
  };

  const onDownload = async (qr: Validar) => {
    setDownloadingId(qr.id);
    try {
      const { png, archivo } = await documento.mutateAsync(qr.id);
      downloadDataUrl(png, archivo);
    } catch (err) {
      toast.error(serverMessageOr(err, QR_DOCUMENT_FAILED));
    } finally {
      setDownloadingId(null);
    }
  };


  const qrs = pagedListState(list, "validar");
  const vigente = currentQr(qrs.rows);
  return (
    <>
      {crumbs}
      <PageHeader title={TITLE} description="Códigos QR para que pilotos y autoridades validen el registro del vehículo." />
      <div className="flex flex-col gap-6">
        <Card title="Información del Vehículo">
          {detail.isPending ? <LoadingBlock /> : detail.data ? <VehiculoResumen vehiculo={detail.data} /> : <Alert>{errorMessage(detail.error)}</Alert>}
        </Card>
        <Card
          title="QR generados"
          actions={
            <Button onClick={onGenerate} busy={generate.isPending} busyText="Generando..." disabled={!detail.data || !detail.data.activo}>
              Generar QR de Vehículo
            </Button>
          }
        >
          {detail.data && !detail.data.activo && (
            <Alert tone="info" className="mb-4">
              {VEHICULO_INACTIVO}
            </Alert>
          )}
          {refusal && <QrRefusal refusal={refusal} vehiculo={detail.data} back={back} />}
          {list.isError && <Alert className="mb-4">{errorMessage(list.error)}</Alert>}
          {vigente && (
            <div className="mb-6">
              <h3 className="mb-3 text-base font-semibold text-gray-900 dark:text-white">QR vigente</h3>
              <QrActual qr={vigente} />
            </div>
          )}
          <QrTable {...qrs} downloadingId={downloadingId} onDownload={onDownload} onDelete={deletion.ask} />
        </Card>
      </div>
      <ConfirmDialog
        open={deletion.target !== null}
        title="Eliminar QR"
        text={deletion.target ? `¿Está seguro de que desea eliminar el QR ${deletion.target.codigo}? Quien lo escanee verá que fue revocado.` : ""}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={() => deletion.cancel()}
      />
    </>
  );
}
