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

const hours = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);

/**
 * Size and age of the review queue, computed by the database: counts per type, then both percentiles
 * of the ages (hours) in one ordered aggregate. At 626,000 pending rows (the bench) the ages' sort is
 * most of the dashboard's time: about 1 s on a busy 2-core machine (docs/decisions/163).
 */
export async function queueFigures(db: Db) {
  const counts = await db.execute<{ tipo: string; n: string | number }>(sql`
    with pendiente as (${QUEUE_SOURCES}) select tipo, count(*) as n from pendiente group by tipo`);
  const ages = await db.execute<{ p: Array<number | string | null> | null }>(sql`
    with pendiente as (${QUEUE_SOURCES})
    select percentile_cont(array[0.5, 0.9]) within group (order by extract(epoch from now() - revision_desde) / 3600) as p from pendiente`);
  const [p50, p90] = ages.rows[0]?.p ?? [null, null];
  const por_tipo = counts.rows.map((r) => ({ tipo: r.tipo, pendientes: Number(r.n) })).sort((a, b) => b.pendientes - a.pendientes || a.tipo.localeCompare(b.tipo));
  return {
    pendientes: por_tipo.reduce((n, t) => n + t.pendientes, 0),
    edad_mediana_horas: hours(p50),
    edad_p90_horas: hours(p90),
    por_tipo,
  };
}
