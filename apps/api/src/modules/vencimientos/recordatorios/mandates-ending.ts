import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";

/** A gestor's access that ends within a week: the carrier (its account) is mailed once, 7 days before (issue 21). */
export type MandateEnding = { miembro_id: number; usuario_id: number; nombre: string | null; nit: string; vence: string };

export const MANDATE_NOTICE_DAYS = 7;

/** Memberships with an end date from tomorrow to 7 days ahead, with the carrier's account that is mailed. */
export async function mandatesEnding(db: Db, today: string, usuarioIds?: number[]): Promise<MandateEnding[]> {
  const only = usuarioIds ? sql` and p.usuario_id in (${sql.join(usuarioIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const { rows } = await db.execute<MandateEnding>(sql`
    select m.id as miembro_id, p.usuario_id, coalesce(m.nombre, u.nit) as nombre, u.nit, m.vence::text as vence
      from miembro m join persona p on p.id = m.persona_id join usuario u on u.id = m.usuario_id
     where m.vence > ${today}::date and m.vence <= ${today}::date + ${MANDATE_NOTICE_DAYS}::int${only}
     order by m.id`);
  return rows;
}
