import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { searchTextField } from "@portal/domain/pagination";
import type { Piloto } from "@portal/domain/piloto";
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
import { TextField } from "@/components/ui/text-field";
import { errorMessage } from "@/lib/api-client";
import { pagedListState, SEARCH_DEBOUNCE_MS } from "@/lib/paged-query";
import { useConfirmDelete } from "@/lib/use-confirm-delete";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useDeletePiloto } from "../api/delete-piloto";
import { usePiloto } from "../api/get-piloto";
import { usePilotos } from "../api/get-pilotos";
import { useStored } from "@/lib/use-session";
import { ImportarPilotos } from "../components/importar-pilotos";
import { PilotoEstado } from "../components/piloto-estado";
import { PilotoFormDialog } from "../components/piloto-form-dialog";
import { pilotoIdFromState, pilotoNavState } from "../components/piloto-nav-state";
import { fullName } from "../components/piloto-schema";

export const PILOTO_DELETE_FAILED = "No se pudo eliminar el piloto";
/** The old portal's confirmation, verbatim (its heading is spelt so in the spec). */
export const PILOTO_DELETE_TITLE = "Confirizar";
export const PILOTO_DELETE_TEXT = "¿Estás seguro de que deseas eliminar el registro?";

type FormState = { open: false } | { open: true; editing: Piloto | null };

/**
 * Opened with a pilot in navigation state (the home page's "licencia de conducir por vencer"): that
 * pilot's form opens to renew the licence, wherever the pilot is in the list. The state is then
 * dropped, so a reload shows the list.
 */
function useEditFromState(edit: (p: Piloto) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const id = pilotoIdFromState(location.state);
  const piloto = usePiloto(id);
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (id === null || !piloto.data || opened.current === id) return;
    opened.current = id;
    edit(piloto.data);
    void navigate(location.pathname, { replace: true, state: null });
  }, [id, piloto.data, edit, navigate, location.pathname]);
}

export default function PilotoPage() {
  const navigate = useNavigate();
  const personaId = useStored("persona_id");
  const [typed, setTyped] = useState("");
  const parsed = searchTextField.safeParse(typed);
  const buscar = useDebouncedValue(parsed.success ? (parsed.data ?? "") : "", SEARCH_DEBOUNCE_MS);
  const list = usePilotos(buscar);
  const remove = useDeletePiloto();
  const [form, setForm] = useState<FormState>({ open: false });
  useEditFromState((p) => setForm({ open: true, editing: p }));

  const deletion = useConfirmDelete<Piloto>(remove, () => PILOTO_DELETE_FAILED);

  const columns: Column<Piloto>[] = [
    { header: "NIT", cell: (p) => p.nit },
    { header: "CUI", cell: (p) => p.cui },
    { header: "Nombre Completo", cell: (p) => fullName(p) },
    { header: "Estado", cell: (p) => <PilotoEstado activo={p.activo} /> },
    {
      header: "Contactos de emergencia",
      cell: (p) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Contactos de emergencia de ${fullName(p)}`}
          onClick={() => navigate(paths.contactosEmergencia.getHref(), { state: pilotoNavState(p.id) })}
        >
          Contactos
        </Button>
      ),
    },
    {
      header: "Detalle Piloto",
      cell: (p) => (
        <Button size="sm" variant="secondary" aria-label={`Ver detalle de ${fullName(p)}`} onClick={() => navigate(paths.pilotoPreview.getHref(), { state: pilotoNavState(p.id) })}>
          Ver
        </Button>
      ),
    },
    {
      header: "Subir Documentos",
      cell: (p) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Subir Documentos de ${fullName(p)}`}
          onClick={() => navigate(paths.documento.getHref(), { state: documentoState("piloto", p.id) })}
        >
          Subir Documentos
        </Button>
      ),
    },
    {
      header: "Acciones",
      cell: (p) => (
        <RowActions name={fullName(p)} onEdit={() => setForm({ open: true, editing: p })} onDelete={() => deletion.ask(p)} />
      ),
    },
  ];

  return (
    <>
      <Breadcrumb items={[{ label: "Inicio", href: paths.home.getHref() }, { label: "Pilotos" }]} />
      <PageHeader
        title="Pilotos"
        description="Pilotos (conductores) de su persona, con sus contactos de emergencia y documentos."
        actions={<Button onClick={() => setForm({ open: true, editing: null })}>Agregar Piloto</Button>}
      />
      <TextField
        label="Buscar piloto"
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        hint="Parte del nombre, o el inicio del NIT o del CUI."
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        autoComplete="off"
        containerClassName="mb-4 max-w-sm"
      />
      {list.isError && <Alert className="mb-4">{errorMessage(list.error)}</Alert>}
      <PagedList
        caption="Pilotos"
        columns={columns}
        {...pagedListState(list, "data", (item) => item.piloto)}
        rowKey={(p) => p.id}
        cardTitle={(p) => fullName(p)}
        cardHeadingLevel={2}
        emptyText={buscar ? `Ningún piloto coincide con «${buscar}».` : "No hay pilotos registrados."}
      />
      {personaId && (
        <div className="mt-6">
          <ImportarPilotos personaId={personaId} />
        </div>
      )}
      <PilotoFormDialog
        open={form.open}
        editing={form.open ? form.editing : null}
        onClose={() => setForm({ open: false })}
        onEditExisting={(p) => setForm({ open: true, editing: p })}
      />
      <ConfirmDialog
        open={deletion.target !== null}
        title={PILOTO_DELETE_TITLE}
        text={PILOTO_DELETE_TEXT}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={() => deletion.cancel()}
      />
    </>
  );
}
