import { eq, type SQL } from "drizzle-orm";
import { ageOn, todayInGuatemala } from "@portal/domain/formats";
import type { Piloto } from "@portal/domain/piloto";
import type { Db, Tx } from "../../db/client";
import { estado_civil, piloto } from "../../db/schema/index";
import { reviewFieldsOf } from "../../lib/review-fields";

/** What a pilot's answer reads: its row and its civil state's name. */
export function selectPilotoRows(db: Db | Tx) {
  return db
    .select({ row: piloto, estado_civil: { id: estado_civil.id, nombre: estado_civil.nombre } })
    .from(piloto)
    .leftJoin(estado_civil, eq(estado_civil.id, piloto.estado_civil_id));
}

type PilotoRow = Awaited<ReturnType<ReturnType<typeof selectPilotoRows>["execute"]>>[number];

/** The rows as their owner reads them: `edad` derived, the civil state nested, and the licence date under both contract spellings. */
export function toPilotos(rows: PilotoRow[]): Piloto[] {
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

/** Pilots matching `where`, in id order, as their owner reads them. */
export async function selectPilotos(db: Db | Tx, where: SQL, limit?: number): Promise<Piloto[]> {
  const query = selectPilotoRows(db).where(where).orderBy(piloto.id);
  return toPilotos(limit ? await query.limit(limit) : await query);
}
