import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export type MiTransportista = { persona_id: number; nombre: string | null; nit: string; rol: string; vence: string | null; miembro_id: number };

/** The carriers the caller may act for (active, unexpired memberships), titular ones first: what "Actuar como" lists. */
export async function misTransportistas(db: Db, userId: number): Promise<MiTransportista[]> {
  const { rows } = await db.execute<MiTransportista>(sql`
    select m.persona_id, coalesce(j.empresa, n.nombre || ' ' || n.apellido) as nombre, p.nit, m.rol, m.vence::text as vence, m.id as miembro_id
      from miembro m join persona p on p.id = m.persona_id
      left join "natural" n on n.persona_id = p.id left join juridico j on j.persona_id = p.id
     where m.usuario_id = ${userId} and (m.vence is null or m.vence > (now() at time zone 'America/Guatemala')::date)
     order by (m.rol = 'titular') desc, m.persona_id`);
  return rows;
}
