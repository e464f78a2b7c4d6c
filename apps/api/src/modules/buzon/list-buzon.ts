import type { NotificacionRow } from "@portal/domain/buzon";
import { and, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { n, selectNotificaciones, toNotificacionRow } from "../../lib/notices/select";
import { type Acting, actingScope } from "../../lib/ownership";

/** The acting carrier's notices, newest first, a page of `limit` (+1 to tell whether another follows) after `cursor`. */
export async function listBuzon(db: Db, acting: Acting | null, limit: number, cursor: number[] | undefined, now: Date): Promise<NotificacionRow[]> {
  if (!acting) return [];
  const where = and(actingScope(n.persona_id, acting, "leer"), cursor ? lt(n.id, cursor[0]) : undefined)!;
  const rows = await selectNotificaciones(db, where, limit + 1);
  return rows.map((r) => toNotificacionRow(r, now));
}

/** What the top bar counts for the acting carrier: notices nobody of the carrier has opened, and requirements waiting for an answer. */
export async function buzonResumen(db: Db, acting: Acting | null) {
  if (!acting) return { buzon: { sin_leer: 0, por_responder: 0 } };
  const { rows } = await db.execute<{ sin_leer: number; por_responder: number }>(sql`
    select count(*) filter (where n.leida_en is null)::int as sin_leer,
      count(*) filter (where n.tipo = 'requerimiento' and n.cierre is null
        and not exists (select 1 from notificacion_respuesta r where r.notificacion_id = n.id))::int as por_responder
    from notificacion n where ${actingScope(n.persona_id, acting, "leer")}`);
  return { buzon: { sin_leer: Number(rows[0]?.sin_leer ?? 0), por_responder: Number(rows[0]?.por_responder ?? 0) } };
}
