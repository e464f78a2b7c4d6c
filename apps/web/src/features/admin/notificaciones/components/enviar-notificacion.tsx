import { TIPO_NOTIFICACION_LABEL, TIPOS_NOTIFICACION, type TipoNotificacion } from "@portal/domain/buzon";
import type { TipoRevision } from "@portal/domain/revision";
import { useState } from "react";
import { AdjuntosField } from "@/components/notificaciones/adjuntos-field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useEnviarNotificacion } from "../api/notificaciones";

/** Sends the record's carrier a requirement (with a deadline in business days) or an aviso, with PDFs. */
export function EnviarNotificacion({ tipo, id }: { tipo: TipoRevision; id: number }) {
  const enviar = useEnviarNotificacion(tipo, id);
  const [kind, setKind] = useState<TipoNotificacion>("requerimiento");
  const [asunto, setAsunto] = useState("");
  const [cuerpo, setCuerpo] = useState("");
  const [plazo, setPlazo] = useState("10");
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState(false);
  const fieldError = (name: string) => (enviar.error instanceof ApiError ? enviar.error.errors?.[name]?.[0] : undefined);
  return (
    <Card title="Enviar una notificación">
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          setSent(false);
          enviar.mutate(
            { tipo: kind, asunto, cuerpo, plazo_dias: kind === "requerimiento" ? Number(plazo) : null, files },
            { onSuccess: () => (setAsunto(""), setCuerpo(""), setFiles([]), setSent(true)) },
          );
        }}
      >
        {enviar.isError && <Alert>{errorMessage(enviar.error)}</Alert>}
        {sent && <Alert tone="success">Notificación enviada al buzón del transportista.</Alert>}
        <Select
          label="Tipo"
          required
          value={kind}
          onChange={(e) => setKind(e.target.value as TipoNotificacion)}
          items={TIPOS_NOTIFICACION.map((t) => ({ id: t, value: TIPO_NOTIFICACION_LABEL[t] }))}
        />
        <TextField label="Asunto" required uppercase={false} maxLength={200} value={asunto} onChange={(e) => setAsunto(e.target.value)} error={fieldError("asunto")} />
        <TextArea label="Texto" required uppercase={false} rows={5} value={cuerpo} onChange={(e) => setCuerpo(e.target.value)} error={fieldError("cuerpo")} />
        {kind === "requerimiento" && (
          <TextField
            label="Plazo (días hábiles)"
            required
            type="number"
            min={1}
            max={60}
            inputMode="numeric"
            value={plazo}
            onChange={(e) => setPlazo(e.target.value)}
            hint="Corre desde el día siguiente a la notificación; no cuenta sábados, domingos ni feriados nacionales."
            error={fieldError("plazo_dias")}
          />
        )}
        <AdjuntosField files={files} onChange={setFiles} />
        <div>
          <Button type="submit" busy={enviar.isPending} busyText="Enviando...">
            Enviar notificación
          </Button>
        </div>
      </form>
    </Card>
  );
}
