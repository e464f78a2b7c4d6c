import { DetailList } from "@/components/detail-list";
import { formatDate } from "@/lib/format";

export interface DatosVehiculoProps {
  placa: string;
  marca: string;
  modelo: string;
  licencia: string;
  /** Only in the signed credential. */
  tarjeta?: string;
  /** Only in the registry's answer (the signature's verdict states it already). */
  vigencia?: string;
  transportista: string;
  codigo: string;
}

/** The vehicle a code vouches for, as the signed credential or the registry tells it. */
export function DatosVehiculo({ placa, marca, modelo, licencia, tarjeta, vigencia, transportista, codigo }: DatosVehiculoProps) {
  return (
    <DetailList
      columns={2}
      items={[
        { label: "Placa", value: placa },
        { label: "Marca", value: marca },
        { label: "Modelo", value: modelo },
        { label: "Número de Licencia", value: licencia },
        ...(tarjeta === undefined ? [] : [{ label: "Tarjeta de Operación", value: tarjeta }]),
        ...(vigencia === undefined ? [] : [{ label: "Vigencia", value: formatDate(vigencia) }]),
        { label: "Transportista", value: transportista },
        { label: "Código", value: <span className="font-mono">{codigo}</span> },
      ]}
    />
  );
}
