import { Alert } from "@/components/ui/alert";
import { LoadingBlock } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { useVerificacion } from "../api/get-verificacion";
import { DatosVehiculo } from "./datos-vehiculo";
import { EstadoBanner } from "./estado-banner";

export const CODIGO_NO_VALIDO = "Código no válido";
/** Offline (the installed app opens this page from its kept shell): the check needs the server. */
export const SIN_CONEXION = "Sin conexión: se necesita conexión a internet para verificar el código. Se verificará en cuanto vuelva la conexión.";
/** Offline with a signed code: the signature was checked here, the live state waits for the network. */
export const SIN_CONEXION_FIRMADO =
  "Sin conexión: el estado actual en el registro (vigente, vencido, revocado o inactivo) se consultará en cuanto vuelva la conexión.";

/**
 * The live state the registry holds (GET /api/verificar): VIGENTE, VENCIDO, REVOCADO or INACTIVO, with
 * the vehicle as it is registered today. `firmado`: the page already showed the signature's verdict.
 */
export function EstadoEnLinea({ codigo, llave, firmado }: { codigo: string; llave: string; firmado: boolean }) {
  const check = useVerificacion(codigo, llave);

  // Offline (the installed app opened the page from its kept shell): the check runs again once back online.
  const offline = check.error instanceof ApiError && check.error.kind === "network" && !navigator.onLine;
  if (offline) return <Alert tone="info">{firmado ? SIN_CONEXION_FIRMADO : SIN_CONEXION}</Alert>;
  if (check.isPending) return <LoadingBlock text="Verificando código..." />;
  if (check.isError) {
    const notFound = check.error instanceof ApiError && check.error.status === 404;
    return notFound ? (
      <div role="alert" className="rounded-2xl border-2 border-red-600 bg-red-50 px-5 py-5 text-red-900 dark:bg-red-950 dark:text-red-100">
        <p className="text-2xl font-bold">{CODIGO_NO_VALIDO}</p>
        <p className="mt-2 text-sm">
          El código {codigo ? <span className="font-mono font-semibold">{codigo}</span> : null} no corresponde a ningún vehículo registrado o su llave
          no es correcta. Verifique que escaneó el código completo.
        </p>
      </div>
    ) : (
      <Alert>{check.error instanceof ApiError ? check.error.message : "No se pudo verificar el código."}</Alert>
    );
  }
  const v = check.data;
  return (
    <div className="flex flex-col gap-6">
      <EstadoBanner estado={v.estado} />
      <DatosVehiculo
        placa={v.numero_placa}
        marca={v.marca}
        modelo={v.modelo}
        licencia={v.licencia_numero}
        vigencia={v.vigencia}
        transportista={v.transportista}
        codigo={v.codigo}
      />
      <p className="text-sm font-medium">{v.verificado ? "Datos del vehículo verificados por la autoridad." : "Datos del vehículo aún no verificados por la autoridad."}</p>
    </div>
  );
}
