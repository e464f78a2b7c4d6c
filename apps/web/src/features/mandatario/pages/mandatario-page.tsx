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
import { Table, type Column } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
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
  const [toDelete, setToDelete] = useState<Mandato | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      toast.success();
    } catch {
      toast.error(MANDATO_DELETE_FAILED);
    } finally {
      setToDelete(null);
    }
  };

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
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" aria-label={`Editar ${fullName(m)}`} onClick={() => setForm({ open: true, editing: m })}>
            Editar
          </Button>
          <Button size="sm" variant="danger" aria-label={`Eliminar ${fullName(m)}`} onClick={() => setToDelete(m)}>
            Eliminar
          </Button>
        </div>
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
      <Table
        caption="Mandatarios"
        columns={columns}
        rows={list.data}
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
        open={toDelete !== null}
        title="Eliminar mandatario"
        text={toDelete ? `¿Estás seguro de que deseas eliminar a ${fullName(toDelete)}?` : ""}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
