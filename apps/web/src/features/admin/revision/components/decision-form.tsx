import { MOTIVO_MAX, REVISION_MSG, type TipoRevision } from "@portal/domain/revision";
import { motivosRechazo } from "@portal/domain/motivos-rechazo";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { TextArea } from "@/components/ui/text-area";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useDecideRevision } from "../api/get-revision";

/** The reason the carrier reads: the ready-made sentences ticked, then what the reviewer wrote. */
const motivoDe = (elegidos: string[], texto: string) => [...elegidos, texto.trim()].filter(Boolean).join(" ");

/**
 * Aprobar, or Rechazar with the reason the carrier will read (required): ready-made reasons for this
 * kind of record beside free text. `onDecided` hears of a decision once it is recorded.
 */
export function DecisionForm({ tipo, id, onDecided }: { tipo: TipoRevision; id: number; onDecided: (estado: "aprobado" | "rechazado") => void }) {
  const decide = useDecideRevision(tipo, id);
  const [elegidos, setElegidos] = useState<string[]>([]);
  const [texto, setTexto] = useState("");
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const motivo = motivoDe(elegidos, texto);

  const toggle = (m: string, on: boolean) => setElegidos((now) => (on ? [...now, m] : now.filter((x) => x !== m)));

  const send = async (estado: "aprobado" | "rechazado") => {
    setFailure(undefined);
    if (estado === "rechazado" && !motivo) return setError(REVISION_MSG.motivoRequerido);
    if (motivo.length > MOTIVO_MAX) return setError(REVISION_MSG.motivoLargo);
    setError(undefined);
    try {
      await decide.mutateAsync({ estado, motivo: motivo || undefined });
      setElegidos([]);
      setTexto("");
      onDecided(estado);
    } catch (err) {
      const field = err instanceof ApiError ? err.errors?.motivo?.[0] : undefined;
      if (field) setError(field);
      else setFailure(errorMessage(err));
    }
  };

  return (
    <Card title="Decisión">
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-gray-900 dark:text-white">Motivos frecuentes de rechazo</legend>
          {motivosRechazo(tipo).map((m) => (
            <Checkbox key={m} label={m} checked={elegidos.includes(m)} onChange={(e) => toggle(m, e.target.checked)} />
          ))}
        </fieldset>
        <TextArea
          label="Otro motivo o más detalle"
          name="motivo"
          hint={`Para rechazar, marque un motivo o escríbalo: el transportista lo leerá en su pantalla y en su buzón. ${motivo.length} de ${MOTIVO_MAX} caracteres.`}
          uppercase={false}
          maxLength={MOTIVO_MAX}
          value={texto}
          error={error}
          onChange={(e) => setTexto(e.target.value)}
        />
        {failure && <Alert>{failure}</Alert>}
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void send("aprobado")} busy={decide.isPending && decide.variables?.estado === "aprobado"} busyText="Aprobando...">
            Aprobar
          </Button>
          <Button variant="danger" onClick={() => void send("rechazado")} busy={decide.isPending && decide.variables?.estado === "rechazado"} busyText="Rechazando...">
            Rechazar
          </Button>
        </div>
      </div>
    </Card>
  );
}
