import type { Validar } from "@portal/domain/validacion";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PagedList } from "@/components/ui/paged-list";
import type { Column } from "@/components/ui/table";
import { formatDate } from "@/lib/format";

interface Props {
  rows: Validar[] | undefined;
  loading: boolean;
  /** The API announced another page ("Cargar más"). */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The row whose image is being fetched: its download button is disabled meanwhile. */
  downloadingId: number | null;
  onDownload: (qr: Validar) => void;
  onDelete: (qr: Validar) => void;
}

export function QrTable({ rows, loading, hasMore, loadingMore, onLoadMore, downloadingId, onDownload, onDelete }: Props) {
  const columns: Column<Validar>[] = [
    { header: "Código", cell: (q) => <span className="font-mono font-medium">{q.codigo}</span> },
    { header: "Llave", cell: (q) => <span className="font-mono text-xs break-all">{q.llave}</span> },
    {
      header: "Vigencia",
      cell: (q) => (
        <span className="flex flex-wrap items-center gap-2">
          {formatDate(q.vigencia)}
          {q.estado !== "VIGENTE" && <Badge tone="warning">{q.estado}</Badge>}
        </span>
      ),
    },
    {
      header: "Acciones",
      cell: (q) => (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Descargar QR ${q.codigo}`}
            busy={downloadingId === q.id}
            onClick={() => onDownload(q)}
          >
            Descargar QR
          </Button>
          <Button size="sm" variant="danger" aria-label={`Eliminar QR ${q.codigo}`} onClick={() => onDelete(q)}>
            Eliminar
          </Button>
        </div>
      ),
    },
  ];
  return (
    <PagedList
      caption="QR generados"
      columns={columns}
      rows={rows}
      rowKey={(q) => q.id}
      cardTitle={(q) => `QR ${q.codigo}`}
      loading={loading}
      emptyText="No hay QR generados para este vehículo."
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
    />
  );
}
