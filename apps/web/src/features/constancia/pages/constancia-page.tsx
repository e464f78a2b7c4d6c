import { BUZON_MSG } from "@portal/domain/buzon";
import { CONSTANCIA_MSG } from "@portal/domain/constancia";
import { useParams } from "react-router";
import { DetailList } from "@/components/detail-list";
import { PublicLayout } from "@/components/layouts/public-layout";
import { Alert } from "@/components/ui/alert";
import { LoadingBlock } from "@/components/ui/spinner";
import { ApiError, errorMessage } from "@/lib/api-client";
import { formatFechaHora } from "@/lib/format";
import { useConstancia } from "../api/get-constancia";
import { ArchivoCheck } from "../components/archivo-check";


/** What a certificate's QR opens (/constancia/{codigo}, no session): who and when, what it certified, and the file check. */
export default function ConstanciaPage() {
  const { codigo = "" } = useParams();
  const constancia = useConstancia(codigo);

  let body;
  if (constancia.isPending) body = <LoadingBlock text="Buscando la constancia..." />;
  else if (constancia.isError) {
    const notFound = constancia.error instanceof ApiError && constancia.error.status === 404;
    body = notFound ? (
      <div role="alert" className="rounded-2xl border-2 border-red-600 bg-red-50 px-5 py-5 text-red-900 dark:bg-red-950 dark:text-red-100">
        <p className="text-2xl font-bold">{CONSTANCIA_MSG.noEncontrada}</p>
        <p className="mt-2 text-sm">Ninguna constancia se emitió con este código. Verifique que escaneó el código QR completo.</p>
      </div>
    ) : (
      <Alert>{errorMessage(constancia.error)}</Alert>
    );
  } else {
    const c = constancia.data;
    body = (
      <div className="flex flex-col gap-8">
        <div className="rounded-2xl border-2 border-green-700 bg-green-50 px-5 py-4 text-green-900 dark:bg-green-950 dark:text-green-100">
          <p className="text-xl font-bold">Constancia emitida por el portal</p>
          <p className="mt-1 text-sm">Para saber si un archivo es esta constancia sin alteraciones, compruébelo abajo.</p>
        </div>
        {c.notificacion ? (
          <DetailList
            columns={2}
            items={[
              { label: "Documento", value: BUZON_MSG.tituloConstancia },
              { label: "Transportista", value: c.notificacion.nombre ?? "" },
              { label: "NIT", value: c.notificacion.nit },
              { label: "Notificación", value: `${c.notificacion.tipo}: ${c.notificacion.asunto}` },
              { label: "Enviada", value: `${formatFechaHora(c.notificacion.enviada_en)} por ${c.notificacion.remitente}` },
              {
                label: "Recepción",
                value: c.notificacion.notificada_en
                  ? c.notificacion.forma === "vencimiento"
                    ? `${BUZON_MSG.notificadaPorVencimiento} el ${formatFechaHora(c.notificacion.notificada_en)}`
                    : `Leída el ${formatFechaHora(c.notificacion.notificada_en)} por ${c.notificacion.leida_por ?? ""}`
                  : "Aún no notificada",
              },
              { label: "Huella del contenido (SHA-256)", value: <span className="font-mono break-all">{c.notificacion.contenido_sha256}</span> },
              { label: "Emitida", value: `${formatFechaHora(c.emitida)} (hora de Guatemala)` },
              { label: "Código", value: <span className="font-mono break-all">{c.codigo}</span> },
            ]}
          />
        ) : (
          <DetailList
            columns={2}
            items={[
              ...c.transportistas.flatMap((t, i) => {
                const n = c.transportistas.length > 1 ? ` ${i + 1}` : "";
                return [
                  { label: `Transportista${n}`, value: t.nombre },
                  { label: `NIT${n}`, value: t.nit },
                ];
              }),
              { label: "Emitida", value: `${formatFechaHora(c.emitida)} (hora de Guatemala)` },
              { label: "Código", value: <span className="font-mono break-all">{c.codigo}</span> },
              { label: "Licencias", value: String(c.licencias) },
              { label: "Tarjetas de operación", value: String(c.tarjetas) },
              { label: "Vehículos", value: String(c.vehiculos) },
              { label: "Pilotos", value: String(c.pilotos) },
              { label: "Representantes", value: String(c.representantes) },
            ]}
          />
        )}
        <section aria-labelledby="comprobar-archivo" className="flex flex-col gap-4">
          <h2 id="comprobar-archivo" className="text-lg font-semibold text-gray-900 dark:text-gray-100">
            Comprobar el archivo
          </h2>
          <ArchivoCheck sha256={c.sha256} />
        </section>
      </div>
    );
  }

  return (
    <PublicLayout title={CONSTANCIA_MSG.titulo} subtitle="Verificación de una constancia emitida por el portal.">
      {body}
    </PublicLayout>
  );
}
