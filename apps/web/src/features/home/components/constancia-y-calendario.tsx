import { useState } from "react";
import { Link } from "react-router";
import type { CalendarioCreated } from "@portal/domain/constancia";
import { paths } from "@/app/paths";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { useCreateCalendario } from "../api/create-calendario";
import { useDeleteCalendario } from "../api/delete-calendario";
import { useDownloadConstancia } from "../api/download-constancia";
import { useCalendario } from "../api/get-calendario";

/** "Descargar constancia": a new certificate as a PDF, then a link to its public check. */
function Constancia() {
  const download = useDownloadConstancia();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold text-gray-900 dark:text-white">Constancia de datos registrados</h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Un PDF con sus licencias, tarjetas, vehículos, pilotos y representantes tal como constan hoy. Su código QR permite a
        cualquiera confirmar que es genuina y que no fue alterada.
      </p>
      <div>
        <Button variant="primary" busy={download.isPending} busyText="Generando…" onClick={() => download.mutate(undefined, { onError: (e) => toast.error(errorMessage(e)) })}>
          Descargar constancia
        </Button>
      </div>
      {download.data && (
        <Alert tone="success">
          Constancia descargada, código <span className="font-mono break-all">{download.data.codigo}</span>.{" "}
          <Link to={paths.constancia.getHref(download.data.codigo)} className="font-medium underline">
            Ver su página de verificación
          </Link>
        </Alert>
      )}
    </div>
  );
}

/** The URL just generated: shown once, with a copy button and a webcal:// link. */
function CalendarioUrl({ created }: { created: CalendarioCreated }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.url);
      toast.success("Dirección copiada.");
    } catch {
      toast.error("No se pudo copiar: seleccione la dirección y cópiela.");
    }
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 dark:border-brand-700 dark:bg-gray-800">
      <TextField label="Dirección privada de su calendario" value={created.url} readOnly uppercase={false} onFocus={(e) => e.target.select()} />
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          Copiar dirección
        </Button>
        <a
          href={created.webcal}
          className="inline-flex h-10 items-center rounded-md border border-transparent bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
        >
          Abrir en mi calendario
        </a>
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Guárdela ahora: por seguridad no se vuelve a mostrar. Quien tenga esta dirección ve sus vencimientos.
      </p>
    </div>
  );
}

/** "Agregar a mi calendario": a private iCalendar URL of the account's expiries, revocable. */
function Calendario() {
  const estado = useCalendario();
  const create = useCreateCalendario();
  const revoke = useDeleteCalendario();
  const [created, setCreated] = useState<CalendarioCreated | null>(null);
  const activo = estado.data?.activo ?? false;

  const generate = () =>
    create.mutate(undefined, {
      onSuccess: (urls) => setCreated(urls),
      onError: (e) => toast.error(errorMessage(e)),
    });
  const deactivate = () =>
    revoke.mutate(undefined, {
      onSuccess: (message) => {
        setCreated(null);
        toast.success(message);
      },
      onError: (e) => toast.error(errorMessage(e)),
    });

  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold text-gray-900 dark:text-white">Calendario de vencimientos</h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Suscriba el calendario de su teléfono o computadora a una dirección privada: verá cada vencimiento de licencias, pólizas,
        pilotos y representantes como un evento de día completo, con avisos 30 y 7 días antes. Generar una dirección nueva
        desactiva la anterior.
      </p>
      {activo && !created && estado.data?.creado && (
        <p className="text-sm text-gray-700 dark:text-gray-300">Tiene una dirección activa, generada el {formatDate(estado.data.creado)}.</p>
      )}
      {created && <CalendarioUrl created={created} />}
      <div className="flex flex-wrap gap-3">
        <Button variant={activo ? "secondary" : "primary"} busy={create.isPending} busyText="Generando…" onClick={generate}>
          {activo ? "Generar una dirección nueva" : "Agregar a mi calendario"}
        </Button>
        {activo && (
          <Button variant="ghost" busy={revoke.isPending} onClick={deactivate}>
            Desactivar la dirección
          </Button>
        )}
      </div>
    </div>
  );
}

/** The home page's panel: the certificate download and the calendar subscription. */
export function ConstanciaYCalendario() {
  return (
    <Card title="Constancia y calendario" className="mt-8">
      <div className="grid gap-8 lg:grid-cols-2">
        <Constancia />
        <Calendario />
      </div>
    </Card>
  );
}
