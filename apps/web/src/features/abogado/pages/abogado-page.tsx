import { useState } from "react";
import { useNavigate } from "react-router";
import type { Abogado } from "@portal/domain/abogado";
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
import { formatDate } from "@/lib/format";
import { useConfirmDelete } from "@/lib/use-confirm-delete";
import { useStored } from "@/lib/use-session";
import { useDeleteAbogado } from "../api/delete-abogado";
import { useAbogados } from "../api/get-abogados";
import { AbogadoFormModal } from "../components/abogado-form-modal";

export const ABOGADO_DELETE_FAILED = "No se pudo eliminar el abogado auxiliar";

type FormState = { open: false } | { open: true; editing: Abogado | null };

export default function AbogadoPage() {
  const personaId = useStored("persona_id");
  const navigate = useNavigate();
  const list = useAbogados(personaId);
  const remove = useDeleteAbogado(personaId);
  const [form, setForm] = useState<FormState>({ open: false });

  const deletion = useConfirmDelete<Abogado>(remove, () => ABOGADO_DELETE_FAILED);

  const fullName = (a: Abogado) => `${a.nombre} ${a.apellido}`;
  const columns: Column<Abogado>[] = [
    { header: "CUI", cell: (a) => a.cui },
    { header: "NIT", cell: (a) => a.nit },
    { header: "Nombre", cell: (a) => a.nombre },
    { header: "Apellido", cell: (a) => a.apellido },
    { header: "Fecha Nacimiento", cell: (a) => formatDate(a.fecha_nacimiento) },
    { header: "Edad", cell: (a) => a.edad },
    { header: "Colegiado Activo", cell: (a) => (a.colegiado_activo ? "Sí" : "No") },
    {
      header: "Subir Documento",
      cell: (a) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Subir Documentos de ${fullName(a)}`}
          onClick={() => navigate(paths.documento.getHref(), { state: documentoState("abogado", a.id) })}
        >
          Subir Documentos
        </Button>
      ),
    },
    {
      header: "Acciones",
      cell: (a) => (
        <RowActions name={fullName(a)} onEdit={() => setForm({ open: true, editing: a })} onDelete={() => deletion.ask(a)} />
      ),
    },
  ];

  return (
    <>
      <Breadcrumb items={[{ label: "Inicio", href: paths.home.getHref() }, { label: "Abogados" }]} />
      <PageHeader
        title="Abogados"
        description="Abogados auxiliares autorizados por su persona."
        actions={<Button onClick={() => setForm({ open: true, editing: null })}>Agregar Abogado</Button>}
      />
      {list.isError && <Alert className="mb-4">{errorMessage(list.error)}</Alert>}
      <PagedList
        caption="Abogados auxiliares"
        columns={columns}
        {...pagedListState(list, "abogado_auxiliar")}
        cardTitle={(a) => `${a.nombre} ${a.apellido}`}
        cardHeadingLevel={2}
        rowKey={(a) => a.id}
        loading={list.isPending && Boolean(personaId)}
        emptyText="No hay abogados registrados."
      />
      <AbogadoFormModal open={form.open} editing={form.open ? form.editing : null} personaId={personaId} onClose={() => setForm({ open: false })} />
      <ConfirmDialog
        open={deletion.target !== null}
        title="Eliminar abogado"
        text={deletion.target ? `¿Está seguro de que desea eliminar a ${fullName(deletion.target)}?` : ""}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={() => deletion.cancel()}
      />
    </>
  );
}
