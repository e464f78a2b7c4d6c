import type { AuditoriaItem } from "@portal/domain/auditoria";
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditoria } from "../../db/schema/index";
import { withPeople } from "../../lib/audit-people";
import { withNames } from "../../lib/audit-names";

/**
 * One page of the caller's own audit trail, newest first, keyed on `id` (it grows with every row);
 * reads `limit + 1` rows so the caller can tell whether another page follows.
 */
export async function listAuditoria(db: Db, userId: number, limit: number, before?: number, actingPersonaId?: number | null): Promise<AuditoriaItem[]> {
  // Acting for a carrier (X-Actuar-Como): that carrier's changes, by whichever member, and the caller's own account events.
  const whose = actingPersonaId
    ? or(eq(auditoria.persona_id, actingPersonaId), and(eq(auditoria.usuario_id, userId), isNull(auditoria.persona_id)))
    : eq(auditoria.usuario_id, userId);
  const rows = await db
    .select()
    .from(auditoria)
    .where(and(whose, before === undefined ? undefined : lt(auditoria.id, before)))
    .orderBy(desc(auditoria.id))
    .limit(limit + 1);
  return withNames(db, await withPeople(db, rows));
}
