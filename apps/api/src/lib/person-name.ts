import { type AnyPgColumn } from "drizzle-orm/pg-core";
import { sql, type SQL } from "drizzle-orm";

/**
 * The name of the person behind an account, for people to read: the name of the carrier the account
 * registered itself (nombre + apellido, or the company), else the name an invitation gave it.
 */
export function personName(usuarioId: AnyPgColumn | SQL): SQL<string | null> {
  return sql<string | null>`coalesce(
    (select coalesce(j.empresa, n.nombre || ' ' || n.apellido) from persona p
       left join "natural" n on n.persona_id = p.id left join juridico j on j.persona_id = p.id
      where p.usuario_id = ${usuarioId} order by p.id limit 1),
    (select mm.nombre from miembro mm where mm.usuario_id = ${usuarioId} and mm.nombre is not null order by mm.id limit 1))`;
}
