import { type Conflicto, CONFLICTO_ESTADO_LABEL, CONFLICTO_ESTADOS, type ConflictoEstado } from "@portal/domain/conflicto";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PagedList } from "@/components/ui/paged-list";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { formatFechaHora } from "@/lib/format";
import { useConflictos } from "../api/get-conflictos";
import { ResolveConflictoDialog } from "../components/conflictos/resolve-conflicto-dialog";

const carrier = (c: { nit: string; nombre: string | null }) => `${c.nombre ?? "Sin nombre"} (NIT ${c.nit})`;

/** Plate conflicts: carriers refused a plate another active vehicle holds; a supervisor settles each. */
export default function ConflictosPage() {
  const [estado, setEstado] = useState<ConflictoEstado>("pendiente");
  const [open, setOpen] = useState<Conflicto | null>(null);
  const query = useConflictos(estado);
  const rows = query.data?.pages.flatMap((p) => p.conflicto);
  const placa = (c: Conflicto) => `${c.tipo_placa.nombre} ${c.numero_placa}`;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Conflictos de placa"
        description="Transportistas a los que se negó una placa porque otro vehículo activo la tiene. Resuelva cada reclamo: se avisa por correo a ambos."
      />
      <Select
        label="Estado"
        containerClassName="max-w-xs"
        items={CONFLICTO_ESTADOS.map((e) => ({ id: e, value: CONFLICTO_ESTADO_LABEL[e] }))}
        placeholder="Seleccione un estado"
        value={estado}
        onChange={(e) => e.target.value && setEstado(e.target.value as ConflictoEstado)}
      />
      <PagedList
        caption={`Conflictos de placa: ${CONFLICTO_ESTADO_LABEL[estado].toLowerCase()}`}
        rows={rows}
        rowKey={(c) => c.id}
        cardTitle={(c) => `Placa ${placa(c)}`}
        cardHeadingLevel={2}
        loading={query.isPending}
        emptyText={estado === "pendiente" ? "No hay conflictos pendientes." : "No hay conflictos en este estado."}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        columns={[
          { header: "Placa", cell: placa },
          { header: "Reclamante", cell: (c) => carrier(c.reclamante) },
          { header: "Vehículo existente", cell: (c) => (c.existente ? `${carrier(c.existente)}${c.existente.activo ? "" : " — inactivo"}` : "Ninguno") },
          { header: "Reclamado", cell: (c) => formatFechaHora(c.created_at) },
          {
            header: estado === "pendiente" ? "Acción" : "Motivo",
            cell: (c) =>
              c.estado === "pendiente" ? (
                <Button size="sm" onClick={() => setOpen(c)} aria-label={`Resolver el conflicto de la placa ${placa(c)}`}>
                  Resolver
                </Button>
              ) : (
                c.motivo
              ),
          },
        ]}
      />
      {open && <ResolveConflictoDialog conflicto={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
