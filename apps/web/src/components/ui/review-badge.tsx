import type { RevisionFields } from "@portal/domain/revision";
import { Badge } from "./badge";

type Review = Pick<RevisionFields, "estado_revision" | "motivo_revision">;

/** Whether a row answers the authority's review (decision 155): the lists show it in their own column. */
export function hasReview(row: unknown): row is Review {
  return typeof row === "object" && row !== null && typeof (row as Review).estado_revision === "string";
}

/**
 * The authority's verdict on a record: "Verificado", or "Rechazado: <motivo>" so the carrier reads what
 * to fix; a record awaiting review says so quietly.
 */
export function ReviewBadge({ review }: { review: Review }) {
  if (review.estado_revision === "aprobado") return <Badge tone="success">Verificado</Badge>;
  if (review.estado_revision === "rechazado") {
    return (
      <Badge tone="danger" className="whitespace-normal rounded-lg text-left [overflow-wrap:anywhere]">
        Rechazado: {review.motivo_revision ?? "sin motivo"}
      </Badge>
    );
  }
  return <span className="text-sm text-gray-600 dark:text-gray-300">En revisión</span>;
}
