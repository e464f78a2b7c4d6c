import type { VehiculoDetail } from "@portal/domain/vehiculo";
import { DetailList } from "@/components/detail-list";
import { formatDate, orDash, siNo } from "@/lib/format";

/** The vehicle the QR codes validate (spec part 2, "Vehicle detail with QR"). */
export function VehiculoResumen({ vehiculo: v }: { vehiculo: VehiculoDetail }) {
  return (
    <DetailList
      items={[
        { label: "Licencia", value: v.licencia.numero },
        { label: "Número de Placa", value: v.numero_placa },
        { label: "Modelo", value: v.modelo },
        { label: "Línea", value: orDash(v.linea) },
        { label: "Motor", value: v.motor },
        { label: "Cilindros", value: orDash(v.cilindro) },
        { label: "CC", value: orDash(v.cc) },
        { label: "Asientos", value: v.asiento },
        { label: "Color", value: v.color.nombre },
        { label: "Activo", value: siNo(v.activo) },
        { label: "Fecha de Creación", value: formatDate(v.created_at) },
      ]}
    />
  );
}
