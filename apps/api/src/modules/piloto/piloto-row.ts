import { eq, type SQL } from "drizzle-orm";
import { ageOn, todayInGuatemala } from "@portal/domain/formats";
import type { Piloto } from "@portal/domain/piloto";
import type { Db, Tx } from "../../db/client";
import { estado_civil, piloto } from "../../db/schema/index";
import { reviewFieldsOf } from "../../lib/review-fields";

/**
 * Pilots matching `where`, as their owner reads them: `edad` derived, the civil state nested, and the
 * licence date under both contract spellings.
 */
export async function selectPilotos(db: Db | Tx, where: SQL, limit?: number): Promise<Piloto[]> {
  const query = db
    .select({ row: piloto, estado_civil: { id: estado_civil.id, nombre: estado_civil.nombre } })
    .from(piloto)
    .leftJoin(estado_civil, eq(estado_civil.id, piloto.estado_civil_id))
    .where(where)
    .orderBy(piloto.id);
  const rows = limit ? await query.limit(limit) : await query;
  const today = todayInGuatemala();
  return rows.map(({ row: { licencia_vencimiento, ...row }, estado_civil }) => ({
    ...row,
    estado_civil,
    edad: ageOn(row.fecha_nacimiento, today),
    administrasion_licencia: licencia_vencimiento,
    adminision_licencia: licencia_vencimiento,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...reviewFieldsOf(row),
  }));
}
