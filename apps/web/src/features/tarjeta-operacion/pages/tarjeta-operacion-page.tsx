import { Link } from "react-router";
import type { Tarjeta } from "@portal/domain/tarjeta-operacion";
import { paths } from "@/app/paths";
import { MissingState } from "@/components/missing-state";
import { Alert } from "@/components/ui/alert";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { PagedList } from "@/components/ui/paged-list";
import type { Column } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { pagedListState } from "@/lib/paged-query";
import { licenciaNavState, useNavState, type TarjetaNavState } from "@/lib/nav-state";
import { serverMessageOr } from "@/lib/server-message";
import { useConfirmDelete } from "@/lib/use-confirm-delete";
import { useDeleteTarjeta } from "../api/delete-tarjeta";
import { useTarjetas } from "../api/get-tarjetas";
import { tarjetaDeleteBlocker } from "../api/tarjeta-delete-blocker";
import { LicenciaInfo } from "../components/licencia-info";
import { TarjetaForm } from "../components/tarjeta-form";

export const TARJETA_DELETE_FAILED = "No se pudo eliminar la tarjeta de operación";

const TITLE = "Tarjetas de Operación";

export default function TarjetaOperacionPage() {
  const state = useNavState(licenciaNavState);
  const licencia = state?.licencia ?? null;
  const list = useTarjetas(licencia?.id ?? null);
  const remove = useDeleteTarjeta(licencia?.id ?? null);
  const deletion = useConfirmDelete<Tarjeta>(remove, (err) => serverMessageOr(err, TARJETA_DELETE_FAILED), undefined, {
    blockedBy: tarjetaDeleteBlocker,
  });

  const crumbs = [{ label: "Licencias", href: paths.licencia.getHref() }, { label: TITLE }];
  if (!licencia) {
    return (
      <>
        <Breadcrumb items={crumbs} />
        <PageHeader title={TITLE} />
        <MissingState
          text="No se seleccionó una licencia. Elija una licencia en la lista de licencias para ver sus tarjetas de operación."
          backHref={paths.licencia.getHref()}
          backLabel="Ir a Licencias"
        />
      </>
    );
  }


  const columns: Column<Tarjeta>[] = [
    { header: "Número de Tarjeta", cell: (t) => <span className="font-medium">{t.numero}</span> },
    { header: "Fecha de Registro", cell: (t) => formatDate(t.created_at) },
    {
      header: "Vehículos",
      cell: (t) => (
        <Link
          to={paths.vehiculo.getHref()}
          state={{ tarjeta: t, licencia } satisfies TarjetaNavState}
          aria-label={`Asociar Vehículo a la tarjeta ${t.numero}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200"
        >
          Asociar Vehículo
        </Link>
      ),
    },
    {
      header: "Acciones",
      cell: (t) => (
        <Button size="sm" variant="danger" aria-label={`Eliminar tarjeta ${t.numero}`} onClick={() => deletion.ask(t)}>
          Eliminar
        </Button>
      ),
    },
  ];

  return (
    <>
      <Breadcrumb items={crumbs} />
      <PageHeader title={TITLE} description={`Tarjetas de operación de la licencia ${licencia.numero}.`} />
      <div className="flex flex-col gap-6">
        <Card title="Información de la Licencia">
          <LicenciaInfo licencia={licencia} />
        </Card>
        <Card title="Agregar Tarjeta de Operación">
          <TarjetaForm licenciaId={licencia.id} />
        </Card>
        {/* Not a landmark of its own: the list inside is the region with this name (axe landmark-unique). */}
        <section className="flex flex-col gap-4">
          <h2 id="tarjetas-asociadas" className="text-lg font-semibold text-gray-900 dark:text-white">
            Tarjetas de operación asociadas
          </h2>
          {list.isError && <Alert>{errorMessage(list.error)}</Alert>}
          <PagedList
            caption="Tarjetas de operación asociadas"
            columns={columns}
            {...pagedListState(list, "tarjeta_operacion")}
            rowKey={(t) => t.id}
            cardTitle={(t) => `Tarjeta ${t.numero}`}
            emptyText="No hay tarjetas de operación asociadas."
          />
        </section>
      </div>
      <ConfirmDialog
        open={deletion.target !== null}
        title="Eliminar tarjeta de operación"
        blocked={deletion.blocked}
        checking={deletion.checking}
        text={deletion.target ? `¿Está seguro de que desea eliminar la tarjeta de operación ${deletion.target.numero}?` : ""}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={() => deletion.cancel()}
      />
    </>
  );
}
