import { EstadoEnLinea } from "./estado-en-linea";
import { FirmaVeredicto } from "./firma-veredicto";

/**
 * Everything a scan tells (decision 177): first the signature, checked in this browser with no network
 * needed (when the link carries a credential); then the live state from the registry, when online.
 */
export function VerificacionResultado({ codigo, llave, credencial }: { codigo: string; llave: string; credencial: string }) {
  if (!credencial) return <EstadoEnLinea codigo={codigo} llave={llave} firmado={false} />;
  return (
    <div className="flex flex-col gap-8">
      <FirmaVeredicto codigo={codigo} credencial={credencial} />
      <section aria-labelledby="estado-en-linea" className="flex flex-col gap-4">
        <h2 id="estado-en-linea" className="text-lg font-semibold text-gray-900 dark:text-gray-100">
          Estado actual en el registro
        </h2>
        <EstadoEnLinea codigo={codigo} llave={llave} firmado />
      </section>
    </div>
  );
}
