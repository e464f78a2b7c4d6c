import { MOTIVO_MAX, REVISION_MSG, type TipoRevision } from "@portal/domain/revision";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextArea } from "@/components/ui/text-area";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useDecideRevision } from "../api/get-revision";

/** Aprobar, or Rechazar with the reason the carrier will read (required). */
export function DecisionForm({ tipo, id }: { tipo: TipoRevision; id: number }) {
  const decide = useDecideRevision(tipo, id);
  const [motivo, setMotivo] = useState("");
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const send = async (estado: "aprobado" | "rechazado") => {
    setFailure(undefined);
    if (estado === "rechazado" && !motivo.trim()) return setError(REVISION_MSG.motivoRequerido);
    setError(undefined);
    try {
      await decide.mutateAsync({ estado, motivo: motivo.trim() || undefined });
      setMotivo("");
      toast.success(estado === "aprobado" ? "Registro aprobado." : "Registro rechazado: se avisó al transportista.");
    } catch (err) {
      const field = err instanceof ApiError ? err.errors?.motivo?.[0] : undefined;
      if (field) setError(field);
      else setFailure(errorMessage(err));
    }
  };

  return (
    <Card title="Decisión">
      <div className="flex flex-col gap-4">
        <TextArea
          label="Motivo"
          name="motivo"
          hint="Obligatorio para rechazar: el transportista lo leerá en su pantalla y en el correo."
          uppercase={false}
          maxLength={MOTIVO_MAX}
          value={motivo}
          error={error}
          onChange={(e) => setMotivo(e.target.value)}
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
