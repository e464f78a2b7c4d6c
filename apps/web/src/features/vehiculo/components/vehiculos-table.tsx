import { Link } from "react-router";
import type { Vehiculo } from "@portal/domain/vehiculo";
import { paths } from "@/app/paths";
import { ExpiryBadge } from "@/components/expiry-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PagedList } from "@/components/ui/paged-list";
import type { Column } from "@/components/ui/table";
import type { TarjetaNavState, VehiculoNavState } from "@/lib/nav-state";

interface Props {
  rows: Vehiculo[] | undefined;
  loading: boolean;
  emptyText: string;
  /** The API announced another page ("Cargar más"). */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Passed on to the preview and QR screens so that they can link back here. */
  back: TarjetaNavState;
  onEdit: (v: Vehiculo) => void;
  onDelete: (v: Vehiculo) => void;
}

const linkClass =
  "inline-flex h-8 items-center rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700";

export function VehiculosTable({ rows, loading, emptyText, hasMore, loadingMore, onLoadMore, back, onEdit, onDelete }: Props) {
  const state = (v: Vehiculo): VehiculoNavState => ({ ...back, vehiculoId: v.id });
  const columns: Column<Vehiculo>[] = [
    { header: "Placa", cell: (v) => <span className="font-medium">{v.numero_placa}</span> },
    { header: "Marca", cell: (v) => v.marca.nombre },
    { header: "Tipo de Vehículo", cell: (v) => v.tipo_vehiculo.nombre },
    { header: "Modelo", cell: (v) => v.modelo },
    { header: "Color", cell: (v) => v.color.nombre },
    {
      header: "Estado",
      cell: (v) => (
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={v.activo ? "success" : "danger"}>{v.activo ? "Activo" : "Inactivo"}</Badge>
          <ExpiryBadge fin={v.poliza?.fecha_fin} vencidaText="Póliza vencida" of="Póliza" />
        </span>
      ),
    },
    {
      header: "Acciones",
      cell: (v) => (
        <div className="flex flex-wrap gap-2">
          <Link to={paths.vehiculoPreview.getHref()} state={state(v)} aria-label={`Ver vehículo ${v.numero_placa}`} className={linkClass}>
            Ver
          </Link>
          <Link to={paths.validacionPiloto.getHref()} state={state(v)} aria-label={`QR de validación del vehículo ${v.numero_placa}`} className={linkClass}>
            QR de validación
          </Link>
          <Button size="sm" variant="secondary" aria-label={`Editar vehículo ${v.numero_placa}`} onClick={() => onEdit(v)}>
            Editar
          </Button>
          <Button size="sm" variant="danger" aria-label={`Eliminar vehículo ${v.numero_placa}`} onClick={() => onDelete(v)}>
            Eliminar
          </Button>
        </div>
      ),
    },
  ];
  return (
    <PagedList
      caption="Vehículos asociados"
      columns={columns}
      rows={rows}
      rowKey={(v) => v.id}
      cardTitle={(v) => `Placa ${v.numero_placa}`}
      loading={loading}
      emptyText={emptyText}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
    />
  );
}
