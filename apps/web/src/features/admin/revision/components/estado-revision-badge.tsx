import { ESTADO_REVISION_LABEL, type EstadoRevision } from "@portal/domain/revision";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONE: Record<EstadoRevision, BadgeTone> = { pendiente: "warning", aprobado: "success", rechazado: "danger" };

/** The state of a record in the console: Pendiente, Verificado or Rechazado. */
export function EstadoRevisionBadge({ estado }: { estado: EstadoRevision }) {
  return <Badge tone={TONE[estado]}>{estado === "pendiente" ? "Pendiente" : ESTADO_REVISION_LABEL[estado]}</Badge>;
}
