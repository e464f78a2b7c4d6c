import { DetailList } from "@/components/detail-list";
import { LoadingBlock } from "@/components/ui/spinner";
import { useVeredicto } from "../api/use-veredicto";
import { detalles, textoTitular } from "../lib/veredicto-textos";
import { DatosVehiculo } from "./datos-vehiculo";
import { TitularVeredicto } from "./titular-veredicto";

const SUBTITLE = "mb-3 text-lg font-semibold text-gray-900 dark:text-gray-100";

/**
 * Everything a scan tells: one headline from the signature (checked in this browser, no network needed)
 * and the registry's live state together (decision 200), then what each said and the vehicle's data as
 * plain, uncoloured detail.
 */
export function VerificacionResultado({ codigo, llave, credencial }: { codigo: string; llave: string; credencial: string }) {
  const { firma, registro, veredicto } = useVeredicto(codigo, llave, credencial);
  if (veredicto.titular === "comprobando") return <LoadingBlock text="Verificando código..." />;
  const { titulo, texto } = textoTitular(veredicto.titular, firma, registro);
  const signed = firma.tipo === "valida" || firma.tipo === "vencida" ? firma.credencial : null;
  const live = registro.tipo === "respuesta" ? registro.verificacion : null;
  return (
    <section aria-labelledby="veredicto-titulo" className="flex flex-col gap-6">
      <TitularVeredicto tono={veredicto.tono} titulo={titulo} texto={texto} />
      <DetailList columns={2} items={detalles(firma, registro).map((d) => ({ label: d.etiqueta, value: d.valor }))} />
      {veredicto.datos.firmados && signed && (
        <div>
          <h3 className={SUBTITLE}>Datos firmados en el código</h3>
          <DatosVehiculo placa={signed.p} marca={signed.b} modelo={signed.m} licencia={signed.l} tarjeta={signed.t} transportista={signed.n} codigo={signed.c} />
        </div>
      )}
      {veredicto.datos.registro && live && (
        <div>
          <h3 className={SUBTITLE}>Datos en el registro para este código</h3>
          <DatosVehiculo
            placa={live.numero_placa}
            marca={live.marca}
            modelo={live.modelo}
            licencia={live.licencia_numero}
            vigencia={live.vigencia}
            transportista={live.transportista}
            codigo={live.codigo}
          />
        </div>
      )}
    </section>
  );
}
