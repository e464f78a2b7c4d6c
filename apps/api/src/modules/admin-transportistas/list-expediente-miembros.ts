import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { personName } from "../../lib/person-name";
import { requireTransportista } from "./require-transportista";

export type ExpedienteMiembro = { persona_id: number; usuario_id: number; nit: string; nombre: string | null; rol: string; vence: string | null; vigente: boolean; desde: string };
export type ExpedienteInvitacion = { persona_id: number; nit: string; email: string; nombre: string; rol: string; vence: string | null; enviada: string; enlace_vence: string };

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** The members (roles, gestores' end dates) and pending invitations of the carriers an account registered, for the console. */
export async function listExpedienteMiembros(db: Db, usuarioId: number) {
  await requireTransportista(db, usuarioId);
  const [miembros, invitaciones] = await Promise.all([
    db.execute<ExpedienteMiembro>(sql`
      select m.persona_id, m.usuario_id, u.nit, ${personName(sql`m.usuario_id`)} as nombre, m.rol, m.vence::text as vence,
             (m.vence is null or m.vence > (now() at time zone 'America/Guatemala')::date) as vigente, ${iso("m.created_at")} as desde
        from miembro m join usuario u on u.id = m.usuario_id join persona p on p.id = m.persona_id
       where p.usuario_id = ${usuarioId}
       order by m.persona_id, case m.rol when 'titular' then 0 when 'administrador' then 1 when 'editor' then 2 else 3 end, m.id`),
    db.execute<ExpedienteInvitacion>(sql`
      select i.persona_id, i.nit, i.email, i.nombre, i.rol, i.vence::text as vence, ${iso("i.created_at")} as enviada, ${iso("i.expires_at")} as enlace_vence
        from invitacion i join persona p on p.id = i.persona_id
       where p.usuario_id = ${usuarioId} and i.aceptada_at is null and i.revocada_at is null and i.expires_at > now()
       order by i.id`),
  ]);
  return { miembros: miembros.rows, invitaciones: invitaciones.rows };
}
