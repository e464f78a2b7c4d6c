import type { AuditoriaItem } from "@portal/domain/auditoria";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditoria } from "../../db/schema/index";
import { withPeople } from "../../lib/audit-people";
import { withNames } from "../../lib/audit-names";

/** One page (`limit + 1` rows) of a carrier's audit trail, newest first, as the carrier reads its own. */
export async function listHistorial(db: Db, usuarioId: number, limit: number, before?: number): Promise<AuditoriaItem[]> {
  const rows = await db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.usuario_id, usuarioId), before === undefined ? undefined : lt(auditoria.id, before)))
    .orderBy(desc(auditoria.id))
    .limit(limit + 1);
  return withNames(db, await withPeople(db, rows));
}
