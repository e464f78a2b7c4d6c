import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * Decisions per day over the last 30 days ending `today` (Guatemala time), every day present, counted
 * by the database from `decision_revision` (its `created_at` index).
 */
export async function decisionFigures(db: Db, today: string) {
  const { rows } = await db.execute<{ fecha: string; aprobado: string | number; rechazado: string | number }>(sql`
    with dias as (
      select generate_series(${today}::date - 29, ${today}::date, interval '1 day')::date as fecha
    ),
    hechas as (
      select (created_at at time zone 'America/Guatemala')::date as fecha, estado
      from decision_revision
      where created_at >= ((${today}::date - 29)::timestamp at time zone 'America/Guatemala')
    )
    select to_char(d.fecha, 'YYYY-MM-DD') as fecha,
      count(h.estado) filter (where h.estado = 'aprobado') as aprobado,
      count(h.estado) filter (where h.estado = 'rechazado') as rechazado
    from dias d left join hechas h on h.fecha = d.fecha
    group by d.fecha order by d.fecha`);
  return rows.map((r) => ({ fecha: r.fecha, aprobado: Number(r.aprobado), rechazado: Number(r.rechazado) }));
}
