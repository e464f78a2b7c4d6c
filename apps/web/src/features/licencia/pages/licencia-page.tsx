import { Link } from "react-router";
import type { Licencia } from "@portal/domain/licencia";
import { paths } from "@/app/paths";
import { ExpiryBadge } from "@/components/expiry-badge";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
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
import type { LicenciaNavState } from "@/lib/nav-state";
import { serverMessageOr } from "@/lib/server-message";
import { useConfirmDelete } from "@/lib/use-confirm-delete";
import { useStored } from "@/lib/use-session";
import { useDeleteLicencia } from "../api/delete-licencia";
import { licenciaDeleteBlocker } from "../api/licencia-delete-blocker";
import { useLicencias } from "../api/get-licencias";
import { LicenciaForm } from "../components/licencia-form";

export const LICENCIA_DELETE_FAILED = "No se pudo eliminar la licencia";

export default function LicenciaPage() {
  const personaId = useStored("persona_id");
  const list = useLicencias(personaId);
  const remove = useDeleteLicencia(personaId);
  const deletion = useConfirmDelete<Licencia>(remove, (err) => serverMessageOr(err, LICENCIA_DELETE_FAILED), undefined, {
    blockedBy: licenciaDeleteBlocker,
  });


  const columns: Column<Licencia>[] = [
    { header: "Número de Licencia", cell: (l) => <span className="font-medium">{l.numero}</span> },
    { header: "Fecha de Inicio", cell: (l) => formatDate(l.inicia) },
    {
      header: "Fecha de Expiración",
      cell: (l) => (
        <span className="flex flex-wrap items-center gap-2">
          {formatDate(l.fin)}
          <ExpiryBadge fin={l.fin} vencidaText="Licencia vencida" />
        </span>
      ),
    },
    { header: "Estado", cell: (l) => <Badge tone={l.activo ? "success" : "danger"}>{l.activo ? "Vigente" : "Expirada"}</Badge> },
    {
      header: "Tarjetas de Operación",
      cell: (l) => (
        <Link
          to={paths.tarjetaOperacion.getHref()}
          state={{ licencia: l } satisfies LicenciaNavState}
          aria-label={`Ingresar Tarjeta de Operación de la licencia ${l.numero}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200"
        >
          Ingresar Tarjeta de Operación
        </Link>
      ),
    },
    {
      header: "Acciones",
      cell: (l) => (
        <Button size="sm" variant="danger" aria-label={`Eliminar licencia ${l.numero}`} onClick={() => deletion.ask(l)}>
          Eliminar
        </Button>
      ),
    },
  ];

  return (
    <>
      <Breadcrumb items={[{ label: "Licencias" }]} />
      <PageHeader title="Licencias" description="Licencias de transporte registradas por su persona y sus tarjetas de operación." />
      <div className="flex flex-col gap-6">
        <Card title="Registrar Licencia">
          <LicenciaForm personaId={personaId} />
        </Card>
        {/* Not a landmark of its own: the list inside is the region with this name (axe landmark-unique). */}
        <section className="flex flex-col gap-4">
          <h2 id="licencias-registradas" className="text-lg font-semibold text-gray-900 dark:text-white">
            Licencias registradas
          </h2>
          {list.isError && <Alert>{errorMessage(list.error)}</Alert>}
          <PagedList
            caption="Licencias registradas"
            columns={columns}
            {...pagedListState(list, "licencia")}
            loading={list.isPending && Boolean(personaId)}
            rowKey={(l) => l.id}
            cardTitle={(l) => `Licencia ${l.numero}`}
            emptyText="No hay licencias registradas."
          />
        </section>
      </div>
      <ConfirmDialog
        open={deletion.target !== null}
        title="Eliminar licencia"
        blocked={deletion.blocked}
        checking={deletion.checking}
        text={deletion.target ? `¿Está seguro de que desea eliminar la licencia ${deletion.target.numero}?` : ""}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={() => deletion.cancel()}
      />
    </>
  );
}
