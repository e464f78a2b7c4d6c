import type { RevisionFields } from "@portal/domain/revision";
import { type AnyColumn, sql } from "drizzle-orm";

type ReviewKey = "estado_revision" | "motivo_revision" | "revisado_por" | "revisado_en";

/** A review date as the API answers it: ISO 8601 text, as `Date.toISOString()` writes it. */
export const reviewedAtText = (column: AnyColumn) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The review columns a carrier's read selects next to its own, as answered (decision 155). */
export function reviewSelection<T extends Record<ReviewKey, AnyColumn>>(t: T) {
  return {
    estado_revision: t.estado_revision as T["estado_revision"],
    motivo_revision: t.motivo_revision as T["motivo_revision"],
    revisado_por: t.revisado_por as T["revisado_por"],
    revisado_en: reviewedAtText(t.revisado_en),
  };
}

/** The four review fields as the carrier API answers them (the date as ISO text). */
export function reviewFieldsOf(r: { estado_revision: RevisionFields["estado_revision"]; motivo_revision: string | null; revisado_por: number | null; revisado_en: Date | null }): RevisionFields {
  return {
    estado_revision: r.estado_revision,
    motivo_revision: r.motivo_revision,
    revisado_por: r.revisado_por,
    revisado_en: r.revisado_en ? r.revisado_en.toISOString() : null,
  };
}
