import { VENCIMIENTO_TIPOS, type VencimientoTipo } from "@portal/domain/tablero";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * How many licences, policies (of active vehicles), pilots' licences (of active pilots) and
 * representatives' terms end from `today` to today + 30, 60 and 90 days: one aggregate per kind.
 */
export async function expiryFigures(db: Db, today: string) {
  const { rows } = await db.execute<{ tipo: VencimientoTipo; d30: string | number; d60: string | number; d90: string | number }>(sql`
    with fechas as (
      select 'licencia' as tipo, fin as fecha from licencia where fin between ${today}::date and ${today}::date + 90
      union all
      select 'poliza', p.fecha_fin from poliza p join vehiculo v on v.id = p.vehiculo_id
        where v.activo and p.fecha_fin between ${today}::date and ${today}::date + 90
      union all
      select 'licencia_piloto', licencia_vencimiento from piloto where activo and licencia_vencimiento between ${today}::date and ${today}::date + 90
      union all
      select 'representante', plazo_vigenia from representante where plazo_vigenia between ${today}::date and ${today}::date + 90
    )
    select tipo,
      count(*) filter (where fecha <= ${today}::date + 30) as d30,
      count(*) filter (where fecha <= ${today}::date + 60) as d60,
      count(*) as d90
    from fechas group by tipo`);
  const byTipo = new Map(rows.map((r) => [r.tipo, r]));
  return VENCIMIENTO_TIPOS.map((tipo) => {
    const r = byTipo.get(tipo);
    return { tipo, d30: Number(r?.d30 ?? 0), d60: Number(r?.d60 ?? 0), d90: Number(r?.d90 ?? 0) };
  });
}
