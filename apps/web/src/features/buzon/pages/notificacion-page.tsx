import { useState } from "react";
import { Link, useParams } from "react-router";
import { paths } from "@/app/paths";
import { AdjuntosField } from "@/components/notificaciones/adjuntos-field";
import { NotificacionHilo } from "@/components/notificaciones/notificacion-hilo";
import { Alert } from "@/components/ui/alert";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { LoadingBlock } from "@/components/ui/spinner";
import { TextArea } from "@/components/ui/text-area";
import { errorMessage } from "@/lib/api-client";
import { downloadAdjunto, downloadConstanciaNotificacion, useNotificacion, useResponder } from "../api/buzon";

/** The answer to a requirement: text and PDFs. */
function Respuesta({ id }: { id: number }) {
  const responder = useResponder(id);
  const [texto, setTexto] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState(false);
  return (
    <Card title="Responder">
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          setSent(false);
          responder.mutate({ texto, files }, { onSuccess: () => (setTexto(""), setFiles([]), setSent(true)) });
        }}
      >
        {responder.isError && <Alert>{errorMessage(responder.error)}</Alert>}
        {sent && <Alert tone="success">Respuesta enviada.</Alert>}
        <TextArea label="Su respuesta" required rows={4} uppercase={false} value={texto} onChange={(e) => setTexto(e.target.value)} />
        <AdjuntosField files={files} onChange={setFiles} />
        <div>
          <Button type="submit" busy={responder.isPending} busyText="Enviando...">
            Enviar respuesta
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** One notice, opened: reading it records the receipt the first time. */
export default function NotificacionPage() {
  const id = Number(useParams().id);
  const query = useNotificacion(id);
  const [proofError, setProofError] = useState<string>();
  const n = query.data;
  return (
    <>
      <Breadcrumb items={[{ label: "Buzón", href: paths.buzon.getHref() }, { label: n?.asunto ?? "Notificación" }]} />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError || !n ? (
        <Alert>{errorMessage(query.error)}</Alert>
      ) : (
        <div className="flex flex-col gap-6">
          <PageHeader title={n.asunto} />
          <Card>
            <NotificacionHilo n={n} onAdjunto={(adjuntoId, nombre) => void downloadAdjunto(id, adjuntoId, nombre)} />
          </Card>
          {proofError && <Alert>{proofError}</Alert>}
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="secondary" onClick={() => downloadConstanciaNotificacion(id).catch((e: unknown) => setProofError(errorMessage(e)))}>
              Descargar constancia de notificación
            </Button>
            <Link to={paths.buzon.getHref()} className="self-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200">
              Volver al buzón
            </Link>
          </div>
          {n.tipo === "requerimiento" && !n.cierre && <Respuesta id={id} />}
        </div>
      )}
    </>
  );
}
