import type { Licencia } from "@portal/domain/licencia";
import { DetailList } from "@/components/detail-list";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";

/** The licence the cards belong to, as received from the licences screen. */
export function LicenciaInfo({ licencia }: { licencia: Licencia }) {
  return (
    <DetailList
      items={[
        { label: "Número de Licencia", value: licencia.numero },
        { label: "Tipo de Licencia", value: licencia.tipo_licencia.nombre },
        { label: "Fecha de Inicio", value: formatDate(licencia.inicia) },
        { label: "Fecha de Expiración", value: formatDate(licencia.fin) },
        { label: "Estado", value: <Badge tone={licencia.activo ? "success" : "danger"}>{licencia.activo ? "Vigente" : "Expirada"}</Badge> },
      ]}
    />
  );
}
