import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { REVIEW_SOURCES } from "../../lib/review-sources";

/** The pending rows of every reviewed table (lib/review-sources.ts, decision 155) with their kind and age's start. */
const QUEUE_SOURCES = sql.join(
  REVIEW_SOURCES.map(
    (s) =>
      sql`select ${s.tipo}::text as tipo, r.revision_desde from ${sql.identifier(s.table)} r where r.estado_revision = 'pendiente'${s.vigente ? sql` and ${s.vigente}` : sql``}`,
  ),
  sql` union all `,
);

/** The kinds of the queue, in the order of REVIEW_SOURCES (a kind may have two tables). */
const TIPOS = [...new Set(REVIEW_SOURCES.map((s) => s.tipo))];

/** One count per kind, read in the same pass as the ages (`n0`, `n1`, … in the order of TIPOS). */
const COUNTS = sql.join(
  TIPOS.map((tipo, i) => sql`count(*) filter (where tipo = ${tipo}::text) as ${sql.identifier(`n${i}`)}`),
  sql`, `,
);

const hours = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);

/**
 * Size and age of the review queue, computed by the database in one pass over the pending rows: the
 * counts per type and both percentiles of the ages (hours) in one ordered aggregate. The ages' 50th and
 * 90th percentiles are now minus the 50th and 10th percentiles of the rows' start, so the aggregate
 * orders the stored times themselves rather than an expression of each row. At 626,000 pending rows (the
 * bench) the ordering is most of the dashboard's time: one to two seconds on a busy 2-core machine
 * (docs/decisions/163, 224), which is why the figures are computed in the background (cached-tablero.ts).
 */
export async function queueFigures(db: Db) {
  const result = await db.execute<Record<string, string | number | null>>(sql`
    with pendiente as (${QUEUE_SOURCES})
    select q.*, (extract(epoch from now()) - q.p[1]) / 3600 as p50, (extract(epoch from now()) - q.p[2]) / 3600 as p90
    from (
      select ${COUNTS}, percentile_cont(array[0.5, 0.1]) within group (order by extract(epoch from revision_desde)) as p from pendiente
    ) q`);
  const row = result.rows[0] ?? {};
  const por_tipo = TIPOS.map((tipo, i) => ({ tipo: tipo as string, pendientes: Number(row[`n${i}`] ?? 0) }))
    .filter((t) => t.pendientes > 0)
    .sort((a, b) => b.pendientes - a.pendientes || a.tipo.localeCompare(b.tipo));
  return {
    pendientes: por_tipo.reduce((n, t) => n + t.pendientes, 0),
    edad_mediana_horas: hours(row.p50),
    edad_p90_horas: hours(row.p90),
    por_tipo,
  };
}
