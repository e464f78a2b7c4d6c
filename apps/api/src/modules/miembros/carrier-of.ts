import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";

/** The carrier's name for people: the company, or nombre + apellido; null before its data is complete. */
export async function carrierNameOf(db: Db | Tx, personaId: number): Promise<string | null> {
  const { rows } = await db.execute<{ nombre: string | null }>(sql`
    select coalesce(j.empresa, n.nombre || ' ' || n.apellido) as nombre from persona p
      left join "natural" n on n.persona_id = p.id left join juridico j on j.persona_id = p.id where p.id = ${personaId}`);
  return rows[0]?.nombre ?? null;
}
