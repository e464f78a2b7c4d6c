import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * The department of a carrier's main address: the one marked to notify, else the oldest; null without
 * an address. The dashboard counts carriers by it and the exports filter by it, so both agree.
 */
export const carrierDepartmentId = (personaId: AnyColumn | SQL) =>
  sql<number | null>`(select d.departamento_id from persona_direccion d where d.persona_id = ${personaId} order by d.notificar desc, d.id limit 1)`;
