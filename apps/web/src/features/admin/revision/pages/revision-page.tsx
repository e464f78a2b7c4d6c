import { ESTADOS_REVISION, type EstadoRevision, type RevisionItem, TIPO_REVISION_LABEL, TIPOS_REVISION, type TipoRevision } from "@portal/domain/revision";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { PagedList } from "@/components/ui/paged-list";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { errorMessage } from "@/lib/api-client";
import { formatFechaHora } from "@/lib/format";
import { pagedListState } from "@/lib/paged-query";
import { adminPaths } from "../../admin-paths";
import { useRevisionQueue } from "../api/get-revision";
import { queueFilters } from "../queue-filters";
import { EstadoRevisionBadge } from "../components/estado-revision-badge";

const ESTADO_ITEMS = ESTADOS_REVISION.map((e) => ({ id: e, value: { pendiente: "Pendientes", aprobado: "Aprobados", rechazado: "Rechazados" }[e] }));
const TIPO_ITEMS = TIPOS_REVISION.map((t) => ({ id: t, value: TIPO_REVISION_LABEL[t] }));

const pick = <T extends string>(values: readonly T[], v: string | null): T | undefined => (values.includes(v as T) ? (v as T) : undefined);

/** The review queue: what carriers registered, oldest first, filtered by kind, state and NIT. */
export default function RevisionPage() {
  const [params, setParams] = useSearchParams();
  const estado = pick(ESTADOS_REVISION, params.get("estado")) ?? "pendiente";
  const tipo = pick(TIPOS_REVISION, params.get("tipo"));
  const nit = params.get("nit") ?? "";
  const [form, setForm] = useState({ estado: estado as string, tipo: (tipo ?? "") as string, nit });
  const query = useRevisionQueue({ estado, tipo, nit: nit || undefined });
  // A record opened from a filtered queue offers the next one of the same filters after its decision.
  const detalle = (r: RevisionItem) => `${adminPaths.revisionDetalle.getHref(r.tipo, r.id)}${queueFilters(params).search}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = { estado: form.estado };
    if (form.tipo) next.tipo = form.tipo;
    if (form.nit.trim()) next.nit = form.nit.trim().toUpperCase();
    setParams(next);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Revisión" description="Lo que registraron los transportistas, el más antiguo primero. Abra un registro para aprobarlo o rechazarlo." />
      <form onSubmit={submit} aria-label="Filtros de la cola" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-start" noValidate>
        <Select label="Estado" name="estado" items={ESTADO_ITEMS} placeholder="" value={form.estado} onChange={(e) => setForm({ ...form, estado: e.target.value as EstadoRevision })} />
        <Select label="Tipo de registro" name="tipo" items={TIPO_ITEMS} placeholder="Todos" value={form.tipo} onChange={(e) => setForm({ ...form, tipo: e.target.value as TipoRevision | "" })} />
        <TextField label="NIT del transportista" name="nit" value={form.nit} maxLength={20} onChange={(e) => setForm({ ...form, nit: e.target.value })} />
        <Button type="submit" className="lg:mt-7">
          Filtrar
        </Button>
      </form>
      {query.isError && <Alert>{errorMessage(query.error)}</Alert>}
      <PagedList<RevisionItem>
        caption="Registros en revisión"
        {...pagedListState(query, "revision")}
        rowKey={(r) => `${r.tipo}-${r.id}`}
        cardTitle={(r) => (
          <Link to={detalle(r)} className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-200">
            {r.descripcion}
          </Link>
        )}
        cardHeadingLevel={2}
        emptyText="No hay registros con estos filtros."
        columns={[
          {
            header: "Registro",
            cell: (r) => (
              <Link to={detalle(r)} className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200">
                {r.descripcion}
              </Link>
            ),
          },
          { header: "Tipo", cell: (r) => TIPO_REVISION_LABEL[r.tipo] },
          { header: "Transportista", cell: (r) => `${r.transportista.nombre ?? "Perfil sin completar"} (NIT ${r.transportista.nit})` },
          { header: "Desde", cell: (r) => formatFechaHora(r.desde) },
          { header: "Estado", cell: (r) => <EstadoRevisionBadge estado={r.estado} /> },
        ]}
      />
    </div>
  );
}
