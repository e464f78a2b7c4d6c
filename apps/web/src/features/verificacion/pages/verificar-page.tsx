import { useParams, useSearchParams } from "react-router";
import { PublicLayout } from "@/components/layouts/public-layout";
import { DetailList } from "@/components/detail-list";
import { Alert } from "@/components/ui/alert";
import { LoadingBlock } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { useVerificacion } from "../api/get-verificacion";
import { EstadoBanner } from "../components/estado-banner";

export const CODIGO_NO_VALIDO = "Código no válido";
/** Offline (the installed app opens this page from its kept shell): the check needs the server. */
export const SIN_CONEXION = "Sin conexión: se necesita conexión a internet para verificar el código. Se verificará en cuanto vuelva la conexión.";

/** Public page a scanned QR opens: /verificar/{codigo}?llave=… (no session needed). */
export default function VerificarPage() {
  const { codigo = "" } = useParams();
  const [search] = useSearchParams();
  const llave = search.get("llave") ?? "";
  const check = useVerificacion(codigo, llave);

  let body;
  // Offline (the installed app opened the page from its kept shell): the check runs again once back online.
  const offline = check.error instanceof ApiError && check.error.kind === "network" && !navigator.onLine;
  if (offline) body = <Alert tone="info">{SIN_CONEXION}</Alert>;
  else if (check.isPending) body = <LoadingBlock text="Verificando código..." />;
  else if (check.isError) {
    const notFound = check.error instanceof ApiError && check.error.status === 404;
    body = notFound ? (
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
  } else {
    const v = check.data;
    body = (
      <div className="flex flex-col gap-6">
        <EstadoBanner estado={v.estado} />
        <DetailList
          columns={2}
          items={[
            { label: "Placa", value: v.numero_placa },
            { label: "Marca", value: v.marca },
            { label: "Modelo", value: v.modelo },
            { label: "Número de Licencia", value: v.licencia_numero },
            { label: "Vigencia", value: formatDate(v.vigencia) },
            { label: "Transportista", value: v.transportista },
            { label: "Código", value: <span className="font-mono">{v.codigo}</span> },
          ]}
        />
      </div>
    );
  }

  return (
    <PublicLayout title="Verificación de vehículo" subtitle="Resultado de la verificación del código QR de validación.">
      {body}
    </PublicLayout>
  );
}
