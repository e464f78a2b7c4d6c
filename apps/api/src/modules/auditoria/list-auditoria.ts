import type { AuditoriaItem } from "@portal/domain/auditoria";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditoria } from "../../db/schema/index";
import { toAuditoriaItem } from "../../lib/audit-item";
import { withNames } from "../../lib/audit-names";

/**
 * One page of the caller's own audit trail, newest first, keyed on `id` (it grows with every row);
 * reads `limit + 1` rows so the caller can tell whether another page follows.
 */
export async function listAuditoria(db: Db, userId: number, limit: number, before?: number): Promise<AuditoriaItem[]> {
  const rows = await db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.usuario_id, userId), before === undefined ? undefined : lt(auditoria.id, before)))
    .orderBy(desc(auditoria.id))
    .limit(limit + 1);
  return withNames(db, rows.map(toAuditoriaItem));
}
