import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { requireOwnPersona } from "../../lib/ownership";
import { personName } from "../../lib/person-name";

export type MiembroRow = {
  id: number;
  usuario_id: number;
  nit: string;
  nombre: string | null;
  rol: string;
  vence: string | null;
  vigente: boolean;
  mandato_id: number | null;
  created_at: string;
};

/** The carrier's members (every member may see who else acts for it), titulares first. */
export async function listMiembros(db: Db, personaId: number, userId: number): Promise<MiembroRow[]> {
  await requireOwnPersona(db, personaId, userId, "leer");
  return selectMiembros(db, personaId);
}

/** Members of one carrier, with the person's name and NIT; also read by the staff console. */
export async function selectMiembros(db: Db, personaId: number): Promise<MiembroRow[]> {
  const { rows } = await db.execute<MiembroRow>(sql`
    select m.id, m.usuario_id, u.nit, ${personName(sql`m.usuario_id`)} as nombre, m.rol, m.vence::text as vence,
           (m.vence is null or m.vence > (now() at time zone 'America/Guatemala')::date) as vigente,
           m.mandato_id, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
      from miembro m join usuario u on u.id = m.usuario_id
     where m.persona_id = ${personaId}
     order by case m.rol when 'titular' then 0 when 'administrador' then 1 when 'editor' then 2 else 3 end, m.id`);
  return rows;
}
