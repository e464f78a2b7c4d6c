import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { MIEMBRO_MSG, ROLES_QUE_PUEDEN, type Operacion } from "@portal/domain/miembro";
import type { Db, Tx } from "../db/client";
import { miembro, persona } from "../db/schema/index";
import { AppError, notFound } from "./errors";

export type { Operacion };

/** Today in Guatemala: a gestor's access ends at the start of its `vence` date. */
const TODAY = sql.raw(`(now() at time zone 'America/Guatemala')::date`);

/** An active, unexpired membership (the table is aliased `m`). */
const VIGENTE = sql`(m.vence is null or m.vence > ${TODAY})`;

const rolesSql = (op: Operacion) => sql.raw(ROLES_QUE_PUEDEN[op].map((r) => `'${r}'`).join(", "));

/**
 * The single ownership rule: a row is reachable when the caller is an active, unexpired member of the
 * row's carrier (persona) with a role that allows `op`. Used inside the very query that reads, updates or
 * deletes, so a foreign id and a missing id are indistinguishable (both 404), and a removal, a role change
 * or an expiry applies from the next statement on every instance. `userId` may be a placeholder of a
 * prepared statement. `op` has no default: a call that forgets it does not compile.
 */
export function ownedBy(personaIdColumn: AnyPgColumn, userId: number | Placeholder, op: Operacion): SQL {
  return sql`${personaIdColumn} in (select m.persona_id from ${miembro} m where m.usuario_id = ${userId} and m.rol in (${rolesSql(op)}) and ${VIGENTE})`;
}

type OwnedTable = PgTable & { id: AnyPgColumn; persona_id: AnyPgColumn };

/** `where id = :id and owned by the caller for op` for any owned table. */
export function ownedRow(table: OwnedTable, id: number, userId: number, op: Operacion): SQL {
  return and(eq(table.id, id), ownedBy(table.persona_id, userId, op)) as SQL;
}

const forbidden = (op: Operacion) => new AppError(403, op === "miembros" ? MIEMBRO_MSG.sinMiembros : MIEMBRO_MSG.soloLectura);

/**
 * The error for an owned row that the rule did not reach, decided on the failure path only: 403 when the
 * caller is an active member of the row's carrier whose role does not allow `op`, else 404 (missing row,
 * foreign carrier, or a row the query's other conditions left out).
 */
export async function notOwned(db: Db | Tx, table: OwnedTable, id: number, userId: number, op: Operacion, message?: string): Promise<AppError> {
  if (op === "leer") return notFound(message);
  const member = await db.execute<{ rol: string }>(
    sql`select m.rol from ${table} t join ${miembro} m on m.persona_id = t.persona_id where t.id = ${id} and m.usuario_id = ${userId} and ${VIGENTE} limit 1`,
  );
  const rol = member.rows[0]?.rol;
  // A member whose role allows `op` missed the row for another reason of the query (e.g. already revoked): 404.
  return rol && !ROLES_QUE_PUEDEN[op].includes(rol as never) ? forbidden(op) : notFound(message);
}

/** The caller's role in the carrier when it is an active, unexpired member; null otherwise. */
export async function memberRole(db: Db | Tx, personaId: number, userId: number): Promise<string | null> {
  const rows = await db.execute<{ rol: string }>(
    sql`select m.rol from ${miembro} m where m.persona_id = ${personaId} and m.usuario_id = ${userId} and ${VIGENTE} limit 1`,
  );
  return rows.rows[0]?.rol ?? null;
}

/** The carrier with that id when the caller may perform `op` on it; 404 for a non-member, 403 for a role that may not. */
export async function requireOwnPersona(db: Db | Tx, personaId: number, userId: number, op: Operacion) {
  const [row] = await db
    .select()
    .from(persona)
    .where(and(eq(persona.id, personaId), ownedBy(persona.id, userId, op)))
    .limit(1);
  if (row) return row;
  if (op !== "leer" && (await memberRole(db, personaId, userId))) throw forbidden(op);
  throw notFound("Persona no encontrada.");
}

/** Reads one owned row of `table` by id when the caller may perform `op` on it, or throws 404 / 403. */
export async function requireOwned<T extends OwnedTable>(db: Db | Tx, table: T, id: number, userId: number, op: Operacion) {
  const rows = (await db.select().from(table as PgTable).where(ownedRow(table, id, userId, op)).limit(1)) as Array<T["$inferSelect"]>;
  if (!rows[0]) throw await notOwned(db, table, id, userId, op);
  return rows[0];
}

/**
 * The carriers an account registered (`persona.usuario_id`): how the staff console addresses a carrier's file
 * by its account. Not a permission check for carrier routes; those use `ownedBy`.
 */
export function registeredBy(personaIdColumn: AnyPgColumn, usuarioId: number | Placeholder): SQL {
  return sql`${personaIdColumn} in (select ${persona.id} from ${persona} where ${persona.usuario_id} = ${usuarioId})`;
}

/**
 * The carrier a request that names no row acts for (creating a pilot, lists across the carrier): the
 * `X-Actuar-Como` header when the client sends it, else the caller's first carrier (titular first), which
 * is the only one of an account that belongs to one carrier, as every account did before members.
 * Answers 404 for a carrier the caller is not a member of, 403 when the role does not allow `op`.
 */
export async function actingPersona(db: Db | Tx, header: unknown, userId: number, op: Operacion): Promise<number | null> {
  if (typeof header === "string" && header.trim() !== "") {
    const id = Number(header);
    if (!Number.isInteger(id) || id <= 0) throw notFound("Persona no encontrada.");
    return (await requireOwnPersona(db, id, userId, op)).id;
  }
  const rows = await db.execute<{ persona_id: number; rol: string }>(
    sql`select m.persona_id, m.rol from ${miembro} m where m.usuario_id = ${userId} and ${VIGENTE}
        order by (m.rol = 'titular') desc, m.persona_id limit 1`,
  );
  const first = rows.rows[0];
  if (!first) return null;
  if (!ROLES_QUE_PUEDEN[op].includes(first.rol as never)) throw forbidden(op);
  return first.persona_id;
}

/** The carrier a list acts for, and the caller, whose membership the list's query checks again. */
export interface Acting {
  personaId: number;
  userId: number;
}

/** The acting carrier's rows only, under the ownership rule in the same query (lists that name no carrier). */
export function actingScope(personaIdColumn: AnyPgColumn, acting: Acting, op: Operacion): SQL {
  return and(eq(personaIdColumn, acting.personaId), ownedBy(personaIdColumn, acting.userId, op)) as SQL;
}

/**
 * The acting carrier of a request (its `X-Actuar-Como` header, read by `actingPersona`) for a list that
 * names no carrier; null for an account that belongs to no carrier yet (its lists are empty).
 */
export async function actingFor(db: Db | Tx, request: { headers: Record<string, unknown>; userId: number }, op: Operacion): Promise<Acting | null> {
  const personaId = await actingPersona(db, request.headers["x-actuar-como"], request.userId, op);
  return personaId === null ? null : { personaId, userId: request.userId };
}

/** The accounts that are active, unexpired members of the carrier with a role that allows `op` (a subquery of `usuario_id`). */
export function membersWhoMay(personaId: number, op: Operacion): SQL {
  return sql`select m.usuario_id from ${miembro} m where m.persona_id = ${personaId} and m.rol in (${rolesSql(op)}) and ${VIGENTE}`;
}
