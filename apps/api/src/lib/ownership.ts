import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client";
import { persona } from "../db/schema/index";
import { notFound } from "./errors";

/**
 * The single ownership rule: a row is the caller's when its persona belongs to the caller's usuario.
 * Used inside the very query that reads, updates or deletes, so a foreign id and a missing id are
 * indistinguishable (both 404). `userId` may be a placeholder of a prepared statement.
 */
export function ownedBy(personaIdColumn: AnyPgColumn, userId: number | Placeholder): SQL {
  return sql`${personaIdColumn} in (select ${persona.id} from ${persona} where ${persona.usuario_id} = ${userId})`;
}

type OwnedTable = PgTable & { id: AnyPgColumn; persona_id: AnyPgColumn };

/** `where id = :id and owned by the caller` for any owned table. */
export function ownedRow(table: OwnedTable, id: number, userId: number): SQL {
  return and(eq(table.id, id), ownedBy(table.persona_id, userId)) as SQL;
}

/** The caller's persona with that id, or 404. */
export async function requireOwnPersona(db: Db | Tx, personaId: number, userId: number) {
  const [row] = await db
    .select()
    .from(persona)
    .where(and(eq(persona.id, personaId), eq(persona.usuario_id, userId)))
    .limit(1);
  if (!row) throw notFound("Persona no encontrada.");
  return row;
}

/** Reads one owned row of `table` by id, or throws 404. */
export async function requireOwned<T extends OwnedTable>(db: Db | Tx, table: T, id: number, userId: number) {
  const rows = (await db.select().from(table as PgTable).where(ownedRow(table, id, userId)).limit(1)) as Array<T["$inferSelect"]>;
  if (!rows[0]) throw notFound();
  return rows[0];
}
