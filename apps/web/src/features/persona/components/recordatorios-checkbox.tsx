import type { EmailRow } from "@portal/domain/persona-contacto";
import { Checkbox } from "@/components/ui/checkbox";
import { serverMessageOr } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { useUpdateRecordatorios } from "../api/update-recordatorios";

/**
 * The e-mails list's "Recordatorios" switch (issue 13): reminders of expiries and missing documents go
 * to the e-mails marked Notificar whose box is checked. Saved as soon as it changes.
 */
export function RecordatoriosCheckbox({ row, personaId }: { row: EmailRow; personaId: number }) {
  const update = useUpdateRecordatorios(personaId);
  const checked = update.isPending ? update.variables.recordatorios : row.recordatorios;
  const change = async (recordatorios: boolean) => {
    try {
      const res = await update.mutateAsync({ id: row.id, recordatorios });
      toast.success(res.message);
    } catch (err) {
      toast.error(serverMessageOr(err, "No se pudo guardar la preferencia de recordatorios"));
    }
  };
  return (
    <Checkbox
      label={<span>Recibir recordatorios<span className="sr-only"> en {row.email}</span></span>}
      checked={checked}
      disabled={update.isPending}
      onChange={(e) => void change(e.target.checked)}
      containerClassName="min-h-11 justify-center"
    />
  );
}
