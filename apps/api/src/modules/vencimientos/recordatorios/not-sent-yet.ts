import { inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { persona, recordatorio } from "../../../db/schema/index";

/** The account a row's persona belongs to, as a correlated subquery. */
export const usuarioOf = (personaId: AnyPgColumn) => sql`(select ${persona.usuario_id} from ${persona} where ${persona.id} = ${personaId})`;

/** Rows of these accounts only (a test on a shared database, one carrier by hand); every row without. */
export function ofUsuarios(personaId: AnyPgColumn, usuarioIds: number[] | undefined): SQL | undefined {
  if (!usuarioIds) return undefined;
  return sql`${personaId} in (select ${persona.id} from ${persona} where ${inArray(persona.usuario_id, usuarioIds)})`;
}

/**
 * `currentUmbral` in SQL for a date within the reminders' window (6 days past to 60 ahead): 0, 7, 30
 * or 60. A test checks that both agree on every day of the window.
 */
export function umbralOf(fecha: AnyPgColumn | SQL, today: string): SQL<number> {
  const dias = sql`(${fecha} - ${today}::date)`;
  return sql<number>`(case when ${dias} <= 0 then 0 when ${dias} <= 7 then 7 when ${dias} <= 30 then 30 else 60 end)`;
}

/**
 * The mails of a key are not all out yet: none claimed (the usual case on the day a threshold is
 * crossed), or one still unsent (refused by the mail server, or claimed by a pass that stopped). One
 * probe of `recordatorio_uq`; a key whose every mail went out is never read again.
 */
export function notAllSent(usuarioId: SQL, clave: SQL, umbral: SQL, fecha: AnyPgColumn | SQL): SQL {
  return sql`coalesce((select bool_and(r.enviado_at is not null) from ${recordatorio} r
    where r.usuario_id = ${usuarioId} and r.clave = ${clave} and r.umbral = ${umbral} and r.fecha = ${fecha}), false) = false`;
}
