import { useState } from "react";
import { Link } from "react-router";
import type { RepresentanteRow } from "@portal/domain/representante";
import { paths } from "@/app/paths";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { PagedList } from "@/components/ui/paged-list";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useStored } from "@/lib/use-session";
import { useDeleteRepresentante } from "../api/delete-representante";
import { useRepresentantes } from "../api/get-representantes";
import { RepresentanteForm } from "../components/representante-form";

export const REPRESENTANTES_LOAD_FAILED = "No se pudo obtener la lista de representantes.";
export const REPRESENTANTE_DELETE_FAILED = "No se pudo eliminar el representante";

/** The spec's question, verbatim, with the representative's names. */
export const deleteQuestion = (r: Pick<RepresentanteRow, "nombre" | "apellido">) => `estás seguro de que deseas eliminar a ${r.nombre} ${r.apellido}?`;

type Editor = { mode: "closed" } | { mode: "add" } | { mode: "edit"; row: RepresentanteRow };

function Representantes({ personaId, juridicoId }: { personaId: number; juridicoId: number }) {
  const list = useRepresentantes(juridicoId);
  const remove = useDeleteRepresentante(juridicoId);
  const [editor, setEditor] = useState<Editor>({ mode: "closed" });
  const [deleting, setDeleting] = useState<RepresentanteRow | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success();
      setDeleting(null);
    } catch (err) {
      toast.error(`${REPRESENTANTE_DELETE_FAILED}: ${errorMessage(err)}`);
    }
  };

  return (
    <>
      <PageHeader
        title="Representantes"
        description="Representantes legales de la persona jurídica."
        actions={<Button onClick={() => setEditor({ mode: "add" })}>Agregar representante</Button>}
      />
      {list.isError ? (
        <Alert>{REPRESENTANTES_LOAD_FAILED}</Alert>
      ) : (
        <PagedList
          caption="Representantes"
          rows={list.data}
          loading={list.isPending}
          rowKey={(r) => r.id}
          cardTitle={(r) => `${r.nombre} ${r.apellido}`}
          cardHeadingLevel={2}
          emptyText="No hay representantes registrados."
          columns={[
            { header: "Nombre", cell: (r) => r.nombre },
            { header: "Apellido", cell: (r) => r.apellido },
            { header: "Cargo", cell: (r) => r.cargo.nombre },
            { header: "Número de Registro", cell: (r) => r.numero_registro },
            { header: "Folio", cell: (r) => r.folio },
            {
              header: "Acciones",
              cell: (r) => (
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" aria-label={`Editar a ${r.nombre} ${r.apellido}`} onClick={() => setEditor({ mode: "edit", row: r })}>
                    Editar
                  </Button>
                  <Button size="sm" variant="danger" aria-label={`Eliminar a ${r.nombre} ${r.apellido}`} onClick={() => setDeleting(r)}>
                    Eliminar
                  </Button>
                </div>
              ),
            },
          ]}
        />
      )}
      {editor.mode !== "closed" && (
        <RepresentanteForm
          personaId={personaId}
          juridicoId={juridicoId}
          editing={editor.mode === "edit" ? editor.row : null}
          onClose={() => setEditor({ mode: "closed" })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar representante"
        text={deleting ? deleteQuestion(deleting) : ""}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

/** /blank: representatives of a legal entity. An individual gets a message and no data calls. */
export default function RepresentantesPage() {
  const juridico = useStored("es_juridico") === "true";
  const personaId = Number(useStored("persona_id"));
  const juridicoId = Number(useStored("juridico_id"));

  if (!juridico) {
    return (
      <>
        <PageHeader title="Representantes" />
        <Alert tone="info">
          <p>Los representantes solo se registran para personas jurídicas. Su cuenta corresponde a una persona individual.</p>
          <Link to={paths.home.getHref()} className="mt-2 inline-block font-medium text-brand-700 underline dark:text-brand-200">
            Volver al inicio
          </Link>
        </Alert>
      </>
    );
  }
  if (!(juridicoId > 0) || !(personaId > 0)) {
    return (
      <>
        <PageHeader title="Representantes" />
        <Alert>No se encontró el ID de la persona jurídica. Cierre la sesión e ingrese de nuevo.</Alert>
      </>
    );
  }
  return <Representantes personaId={personaId} juridicoId={juridicoId} />;
}
