import type { RevisionFilters, RevisionItem } from "@portal/domain/revision";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fromSource, isoText, REVIEW_SOURCES, type ReviewSource } from "../../lib/review-sources";

/** The cursor of the queue: the last row's `[desde (ISO, microseconds), tipo, id]`. */
export type RevisionCursor = [string, string, number];

type Row = Omit<RevisionItem, "transportista"> & { usuario_id: number; nit: string; nombre: string | null };

/** One source's rows in the state asked, with what the queue shows. */
function branch(s: ReviewSource, f: RevisionFilters): SQL {
  const where = [sql`r.estado_revision = ${f.estado}`];
  if (s.vigente) where.push(s.vigente);
  if (f.desde) where.push(sql`r.revision_desde >= ${f.desde}::date`);
  return sql`select ${s.tipo}::text as tipo, r.${sql.identifier(s.key)} as id, r.persona_id, r.estado_revision as estado,
    r.motivo_revision as motivo, r.revision_desde, ${s.descripcion} as descripcion
    from ${fromSource(s)} where ${sql.join(where, sql` and `)}`;
}

/**
 * The review queue, oldest first (`revision_desde`, then tipo and id), one page and one row more
 * (decision 076). Each table's branch reads its `(estado_revision, revision_desde, id)` index.
 */
export async function listRevision(db: Db, f: RevisionFilters, limit: number, cursor?: RevisionCursor): Promise<RevisionItem[]> {
  const sources = REVIEW_SOURCES.filter((s) => !f.tipo || s.tipo === f.tipo);
  const where: SQL[] = [];
  if (f.nit) where.push(sql`p.nit = ${f.nit}`);
  if (cursor) where.push(sql`(q.revision_desde, q.tipo, q.id) > (${cursor[0]}::timestamptz, ${cursor[1]}, ${cursor[2]})`);
  const { rows } = await db.execute<Row>(sql`
    select q.tipo, q.id, q.descripcion, q.estado, q.motivo, ${isoText(sql`q.revision_desde`)} as desde,
      p.usuario_id, p.nit, coalesce(j.empresa, n.nombre || ' ' || n.apellido) as nombre
    from (${sql.join(sources.map((s) => branch(s, f)), sql` union all `)}) q
    join persona p on p.id = q.persona_id
    left join "natural" n on n.persona_id = p.id
    left join juridico j on j.persona_id = p.id
    ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}
    order by q.revision_desde, q.tipo, q.id
    limit ${limit + 1}`);
  return rows.map(({ usuario_id, nit, nombre, ...item }) => ({ ...item, transportista: { usuario_id, nit, nombre } }));
}
