import type { TipoRevision } from "@portal/domain/revision";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { notFound } from "./errors";
import { fromSource, isoText, type ReviewSource, sourcesOf } from "./review-sources";

/** A reviewed record as stored, with what the console and the mail need around it. */
export interface ReviewRecord {
  source: ReviewSource;
  /** The row's own id (for `persona`, its natural or juridico row). */
  rowId: number;
  personaId: number;
  usuarioId: number;
  nit: string;
  nombre: string | null;
  descripcion: string;
  ruta: string;
  estado: "pendiente" | "aprobado" | "rechazado";
  motivo: string | null;
  revisadoPor: number | null;
  revisadoEn: string | null;
  desde: string;
  vigente: boolean;
  /** Every column of the row but the owner and the review columns, as JSON (dates as ISO text). */
  datos: Record<string, string | number | boolean | null>;
}

const HIDDEN = sql`array['persona_id', 'estado_revision', 'motivo_revision', 'revisado_por', 'revisado_en', 'revision_desde']`;

/** The record of this kind and id, or 404 (an unknown id answers the same as another kind's id). */
export async function findReviewRecord(db: Db | Tx, tipo: TipoRevision, id: number): Promise<ReviewRecord> {
  for (const source of sourcesOf(tipo)) {
    const { rows } = await db.execute<Omit<ReviewRecord, "source">>(sql`
      select r.id as "rowId", r.persona_id as "personaId", p.usuario_id as "usuarioId", p.nit,
        coalesce(j.empresa, n.nombre || ' ' || n.apellido) as nombre,
        ${source.descripcion} as descripcion, ${source.ruta} as ruta,
        r.estado_revision as estado, r.motivo_revision as motivo, r.revisado_por as "revisadoPor",
        ${isoText(sql`r.revisado_en`)} as "revisadoEn", ${isoText(sql`r.revision_desde`)} as desde,
        ${source.vigente ?? sql`true`} as vigente, to_jsonb(r) - ${HIDDEN}::text[] as datos
      from ${fromSource(source)}
      join persona p on p.id = r.persona_id
      left join "natural" n on n.persona_id = p.id
      left join juridico j on j.persona_id = p.id
      where r.${sql.identifier(source.key)} = ${id}`);
    if (rows[0]) return { ...rows[0], source };
  }
  throw notFound();
}
