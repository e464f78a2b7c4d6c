import { Suspense, useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PagedList } from "@/components/ui/paged-list";
import { LoadingBlock } from "@/components/ui/spinner";
import type { Column } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import type { ContactResource } from "../api/contact-resource";
import { useDeleteContacto } from "../api/delete-contacto";
import { NotificarModal, type Detail } from "./notificar-modal";

export interface ContactTexts {
  /** Section heading: "Direcciones". */
  title: string;
  /** Add button and create modal: "Agregar dirección". */
  add: string;
  /** Edit modal title: "Editar dirección". */
  edit: string;
  empty: string;
  loadFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

interface ContactRow {
  id: number;
  notificar: boolean;
}

export interface ContactSectionProps<T extends ContactRow> {
  resource: ContactResource;
  personaId: number;
  texts: ContactTexts;
  list: { data: T[] | undefined; isPending: boolean; isError: boolean };
  columns: Column<T>[];
  /** Names the row in buttons and questions: "la dirección 5A AVENIDA 10-20". */
  describe: (row: T) => string;
  /** What the edit modal shows read-only. */
  details: (row: T) => Detail[];
  /** Columns after "Notificar" (the e-mails' "Recordatorios"). */
  afterNotificar?: Column<T>[];
  /** The create form, mounted while open; it may be lazy (the section waits for it with a spinner). */
  renderCreate: (onClose: () => void) => ReactNode;
}

export const yesNo = (v: boolean) => (v ? "Sí" : "No");

/** One of the persona page's lists: table, add (a form), edit (`notificar` only) and delete with confirmation. */
export function ContactSection<T extends ContactRow>({ resource, personaId, texts, list, columns, describe, details, renderCreate, afterNotificar = [] }: ContactSectionProps<T>) {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = useDeleteContacto(resource, personaId);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success();
      setDeleting(null);
    } catch (err) {
      toast.error(`${texts.deleteFailed}: ${errorMessage(err)}`);
    }
  };

  const allColumns: Column<T>[] = [
    ...columns,
    { header: "Notificar", cell: (row) => yesNo(row.notificar) },
    ...afterNotificar,
    {
      header: "Acciones",
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" aria-label={`Editar ${describe(row)}`} onClick={() => setEditing(row)}>
            Editar
          </Button>
          <Button size="sm" variant="danger" aria-label={`Eliminar ${describe(row)}`} onClick={() => setDeleting(row)}>
            Eliminar
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Card title={texts.title} actions={<Button onClick={() => setCreating(true)}>{texts.add}</Button>}>
      {list.isError ? (
        <Alert>{texts.loadFailed}</Alert>
      ) : (
        <PagedList
          caption={texts.title}
          columns={allColumns}
          rows={list.data}
          rowKey={(r) => r.id}
          cardTitle={(r) => columns[0]?.cell(r)}
          loading={list.isPending}
          emptyText={texts.empty}
        />
      )}
      {creating && <Suspense fallback={<LoadingBlock />}>{renderCreate(() => setCreating(false))}</Suspense>}
      {editing && (
        <NotificarModal
          resource={resource}
          personaId={personaId}
          title={texts.edit}
          failureText={texts.updateFailed}
          id={editing.id}
          notificar={editing.notificar}
          details={details(editing)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Confirmar eliminación"
        text={deleting ? `¿Está seguro de que desea eliminar ${describe(deleting)}?` : ""}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
