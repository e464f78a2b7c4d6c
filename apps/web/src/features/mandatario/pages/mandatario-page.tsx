import { useState } from "react";
import { useNavigate } from "react-router";
import type { Mandato } from "@portal/domain/mandato";
import { paths } from "@/app/paths";
import { documentoState } from "@/components/documents/documento-state";
import { Alert } from "@/components/ui/alert";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { RowActions } from "@/components/ui/row-actions";
import { PagedList } from "@/components/ui/paged-list";
import type { Column } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { pagedListState } from "@/lib/paged-query";
import { useConfirmDelete } from "@/lib/use-confirm-delete";
import { useStored } from "@/lib/use-session";
import { useDeleteMandato } from "../api/delete-mandato";
import { useMandatos } from "../api/get-mandatos";
import { MandatoFormModal } from "../components/mandato-form-modal";

export const MANDATO_DELETE_FAILED = "No se pudo eliminar el mandato";

type FormState = { open: false } | { open: true; editing: Mandato | null };

export default function MandatarioPage() {
  const personaId = useStored("persona_id");
  const navigate = useNavigate();
  const list = useMandatos(personaId);
  const remove = useDeleteMandato(personaId);
  const [form, setForm] = useState<FormState>({ open: false });

  const deletion = useConfirmDelete<Mandato>(remove, () => MANDATO_DELETE_FAILED);

  const fullName = (m: Mandato) => `${m.nombre} ${m.apellido}`;
  const columns: Column<Mandato>[] = [
    { header: "CUI", cell: (m) => m.cui },
    { header: "NIT", cell: (m) => m.nit },
    { header: "Nombre", cell: (m) => m.nombre },
    { header: "Apellido", cell: (m) => m.apellido },
    { header: "Documento", cell: (m) => m.documento_numero },
    { header: "Edad", cell: (m) => m.edad },
    { header: "Notario", cell: (m) => m.notario },
    {
      header: "Subir Documentos",
      cell: (m) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Subir Documentos de ${fullName(m)}`}
          onClick={() => navigate(paths.documento.getHref(), { state: documentoState("mandatario", m.id) })}
        >
          Subir Documentos
        </Button>
      ),
    },
    {
      header: "Acciones",
      cell: (m) => (
        <RowActions name={fullName(m)} onEdit={() => setForm({ open: true, editing: m })} onDelete={() => deletion.ask(m)} />
      ),
    },
  ];

  return (
    <>
      <Breadcrumb items={[{ label: "Inicio", href: paths.home.getHref() }, { label: "Mandatarios" }]} />
      <PageHeader
        title="Mandatarios"
        description="Mandatarios (apoderados) registrados por su persona."
        actions={<Button onClick={() => setForm({ open: true, editing: null })}>Agregar Mandatario</Button>}
      />
      {list.isError && <Alert className="mb-4">{errorMessage(list.error)}</Alert>}
      <PagedList
        caption="Mandatarios"
        columns={columns}
        {...pagedListState(list, "mandato")}
        cardTitle={(m) => `${m.nombre} ${m.apellido}`}
        cardHeadingLevel={2}
        rowKey={(m) => m.id}
        loading={list.isPending && Boolean(personaId)}
        emptyText="No hay mandatarios registrados."
      />
      <MandatoFormModal
        open={form.open}
        editing={form.open ? form.editing : null}
        personaId={personaId}
        onClose={() => setForm({ open: false })}
      />
      <ConfirmDialog
        open={deletion.target !== null}
        title="Eliminar mandatario"
        text={deletion.target ? `¿Está seguro de que desea eliminar a ${fullName(deletion.target)}?` : ""}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={() => deletion.cancel()}
      />
    </>
  );
}
