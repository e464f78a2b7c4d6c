import { rolesFrom } from "@portal/domain/staff";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { PagedList } from "@/components/ui/paged-list";
import { formatDate } from "@/lib/format";
import { pagedListState } from "@/lib/paged-query";
import { useYo } from "../../api/get-yo";
import { RevokeQrButton } from "../../components/revoke-qr-button";
import { type QrFicha, useExpedienteQr } from "../api/get-expediente";

const TONE: Record<string, BadgeTone> = { VIGENTE: "success", VENCIDO: "warning", INACTIVO: "neutral", REVOCADO: "danger" };

/**
 * The carrier's QR codes with their state as the public check answers it, a page at a time. Its own
 * component so the supervisors' actions on a code (revocation) sit in its rows.
 */
export function QrCodesSection({ usuarioId }: { usuarioId: number }) {
  const query = useExpedienteQr(usuarioId);
  // Supervisors and admins revoke a code (decision 164); a revisor reads the list only.
  const rol = useYo().data?.rol;
  const canRevoke = rol !== undefined && rolesFrom("supervisor").includes(rol);
  return (
    <Card title="Códigos QR">
      <PagedList<QrFicha>
        caption="Códigos QR del transportista"
        {...pagedListState(query, "validaciones")}
        rowKey={(q) => q.id}
        cardTitle={(q) => `QR ${q.codigo}`}
        emptyText="No ha generado códigos QR."
        columns={[
          { header: "Código", cell: (q) => q.codigo },
          { header: "Placa", cell: (q) => q.numero_placa },
          { header: "Vigente hasta", cell: (q) => formatDate(q.vigencia) },
          { header: "Estado", cell: (q) => <Badge tone={TONE[q.estado] ?? "neutral"}>{q.estado}</Badge> },
          { header: "Generado", cell: (q) => formatDate(q.created_at) },
          ...(canRevoke ? [{ header: "Acción", cell: (q: QrFicha) => (q.estado === "REVOCADO" ? null : <RevokeQrButton qr={q} />) }] : []),
        ]}
      />
    </Card>
  );
}
