import type { Revision } from "@portal/domain/admin-transportista";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const LOOK: Record<Revision["estado"], { tone: BadgeTone; text: string }> = {
  pendiente: { tone: "warning", text: "Pendiente de revisión" },
  aprobado: { tone: "success", text: "Verificado" },
  rechazado: { tone: "danger", text: "Rechazado" },
};

/** The review state of a record, with the reason of a rejection; nothing for a kind the authority does not review. */
export function RevisionBadge({ revision }: { revision: Revision | null }) {
  if (!revision) return null;
  const look = LOOK[revision.estado];
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge tone={look.tone}>{look.text}</Badge>
      {revision.estado === "rechazado" && revision.motivo && <span className="text-sm text-red-800 dark:text-red-300">Motivo: {revision.motivo}</span>}
    </span>
  );
}
