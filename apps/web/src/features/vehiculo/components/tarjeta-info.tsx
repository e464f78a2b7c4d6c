import type { Licencia } from "@portal/domain/licencia";
import type { Tarjeta } from "@portal/domain/tarjeta-operacion";
import { DetailList } from "@/components/detail-list";
import { formatDate } from "@/lib/format";

/** The operation card the vehicles belong to, as received from the cards screen. */
export function TarjetaInfo({ tarjeta, licencia }: { tarjeta: Tarjeta; licencia?: Licencia }) {
  return (
    <DetailList
      items={[
        { label: "Número de Tarjeta", value: tarjeta.numero },
        { label: "Número de Licencia", value: licencia?.numero ?? "—" },
        { label: "Fecha de Registro", value: formatDate(tarjeta.created_at) },
      ]}
    />
  );
}
