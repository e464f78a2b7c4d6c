import type { ExportQuery } from "@portal/domain/tablero";
import { type SQL, sql } from "drizzle-orm";
import { carrierDepartmentId } from "../../lib/carrier-department";

/** The `where` of an export: the keyset position and whichever filters were given, joined with `and`. */
export function exportWhere(idColumn: SQL, after: number, parts: Array<SQL | undefined>): SQL {
  return sql.join([sql`${idColumn} > ${after}`, ...parts.filter((p): p is SQL => p !== undefined)], sql` and `);
}

/** The carrier's main address is in the department (the dashboard's definition). */
export const inDepartment = (personaId: SQL, q: ExportQuery) =>
  q.departamento === undefined ? undefined : sql`${carrierDepartmentId(personaId)} = ${q.departamento}`;

/** A date column that falls from today to today + `vence_en_dias`. */
export const expiringWithin = (date: SQL, today: string, q: ExportQuery) =>
  q.vence_en_dias === undefined ? undefined : sql`${date} between ${today}::date and ${today}::date + ${q.vence_en_dias}::int`;

export const reviewState = (column: SQL, q: ExportQuery) => (q.estado_revision === undefined ? undefined : sql`${column} = ${q.estado_revision}`);
