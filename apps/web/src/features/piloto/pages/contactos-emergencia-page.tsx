import { useLocation } from "react-router";
import type { Emergencia } from "@portal/domain/emergencia";
import { paths } from "@/app/paths";
import { Alert } from "@/components/ui/alert";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { LoadingBlock } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { useConfirmDelete } from "@/lib/use-confirm-delete";
import { useDeleteEmergencia } from "../api/delete-emergencia";
import { useEmergencias } from "../api/get-emergencias";
import { usePiloto } from "../api/get-piloto";
import { EmergenciaForm } from "../components/emergencia-form";
import { EmergenciaList } from "../components/emergencia-list";
import { MissingPiloto, pilotoIdFromState } from "../components/piloto-nav-state";
import { fullName } from "../components/piloto-schema";

/** The old portal's toast for this delete, verbatim (spec part 8). */
export const EMERGENCIA_DELETE_FAILED = "No se pudo eliminar la dirección";

export default function ContactosEmergenciaPage() {
  const pilotoId = pilotoIdFromState(useLocation().state);
  const piloto = usePiloto(pilotoId);
  const contacts = useEmergencias(pilotoId);
  const remove = useDeleteEmergencia(pilotoId);

  const deletion = useConfirmDelete<Emergencia>(remove, () => EMERGENCIA_DELETE_FAILED);

  const crumbs = [{ label: "Inicio", href: paths.home.getHref() }, { label: "Pilotos", href: paths.piloto.getHref() }, { label: "Contactos de Emergencia" }];

  if (pilotoId === null || piloto.isError) {
    return (
      <>
        <Breadcrumb items={crumbs} />
        <PageHeader title="Contactos de Emergencia" />
        {piloto.isError && <Alert className="mb-4">{errorMessage(piloto.error)}</Alert>}
        <MissingPiloto text="No se indicó el piloto. Elija un piloto en la lista de Pilotos para ver sus contactos de emergencia." />
      </>
    );
  }

  return (
    <>
      <Breadcrumb items={crumbs} />
      <PageHeader title="Contactos de Emergencia" description={piloto.data ? `Piloto: ${fullName(piloto.data)}` : "Cargando piloto..."} />
      <div className="flex flex-col gap-6">
        <Card title="Agregar Información de Contacto de Emergencia">
          <EmergenciaForm pilotoId={pilotoId} />
        </Card>
        <Card title="Contactos registrados">
          {contacts.isPending ? (
            <LoadingBlock />
          ) : contacts.isError ? (
            <Alert>{errorMessage(contacts.error)}</Alert>
          ) : (
            <EmergenciaList
              contacts={contacts.data}
              action={(c) => (
                <Button size="sm" variant="danger" aria-label={`Eliminar contacto ${c.nombre}`} onClick={() => deletion.ask(c)}>
                  Eliminar
                </Button>
              )}
            />
          )}
        </Card>
      </div>
      <ConfirmDialog
        open={deletion.target !== null}
        title="Eliminar contacto de emergencia"
        text={deletion.target ? `¿Está seguro de que desea eliminar a ${deletion.target.nombre} de los contactos de emergencia?` : ""}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={() => deletion.cancel()}
      />
    </>
  );
}
