import { DIAS_NOTIFICACION_TACITA, type FiltroNotificacion, FILTROS_NOTIFICACION, type NotificacionRow } from "@portal/domain/buzon";
import { todayInGuatemala } from "@portal/domain/formats";
import { and, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectNotificaciones, toNotificacionRow } from "../../lib/notices/select";

/** Each filter of the staff list as a condition on `n`, as of `now`. */
export function filtroSql(filtro: FiltroNotificacion, now: Date): SQL {
  const lapse = sql`n.enviada_en + make_interval(days => ${DIAS_NOTIFICACION_TACITA})`;
  const porResponder = sql`n.tipo = 'requerimiento' and n.cierre is null and not exists (select 1 from notificacion_respuesta r where r.notificacion_id = n.id)`;
  switch (filtro) {
    case "sin_leer":
      return sql`n.leida_en is null`;
    case "notificada_por_vencimiento":
      return sql`${lapse} <= ${now.toISOString()}::timestamptz and (n.leida_en is null or n.leida_en > ${lapse})`;
    case "por_responder":
      return porResponder;
    case "vencidas":
      // vence_el as stored: from the reading, or (unread) from the lapse, so a past one means served and overdue.
      return sql`${porResponder} and n.vence_el < ${todayInGuatemala(now)}::date`;
  }
}

export interface NotificacionFilters {
  filtro?: FiltroNotificacion;
  nit?: string;
  registro_tipo?: string;
  registro_id?: number;
}

/** The staff list: every carrier's notices, newest first, filtered; a page of `limit` (+1) after `cursor`. */
export async function listNotificaciones(db: Db, f: NotificacionFilters, limit: number, cursor: number[] | undefined, now: Date): Promise<NotificacionRow[]> {
  const where = and(
    sql`true`,
    f.filtro ? filtroSql(f.filtro, now) : undefined,
    f.nit ? sql`p.nit = ${f.nit}` : undefined,
    f.registro_tipo && f.registro_id ? sql`n.registro_tipo = ${f.registro_tipo} and n.registro_id = ${f.registro_id}` : undefined,
    cursor ? sql`n.id < ${cursor[0]}` : undefined,
  )!;
  const rows = await selectNotificaciones(db, where, limit + 1);
  return rows.map((r) => toNotificacionRow(r, now));
}

/** How many notices each filter holds: the console's dashboard and the list's filter chips. */
export async function countNotificaciones(db: Db, now: Date): Promise<Record<FiltroNotificacion, number>> {
  const counts = FILTROS_NOTIFICACION.map((f) => sql`count(*) filter (where ${filtroSql(f, now)})::int as ${sql.identifier(f)}`);
  const { rows } = await db.execute<Record<FiltroNotificacion, number>>(sql`select ${sql.join(counts, sql`, `)} from notificacion n`);
  return Object.fromEntries(FILTROS_NOTIFICACION.map((f) => [f, Number(rows[0]?.[f] ?? 0)])) as Record<FiltroNotificacion, number>;
}
