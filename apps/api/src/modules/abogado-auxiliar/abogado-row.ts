import { eq, type SQL } from "drizzle-orm";
import type { Abogado } from "@portal/domain/abogado";
import { ageOn, todayInGuatemala } from "@portal/domain/formats";
import type { Db, Tx } from "../../db/client";
import { abogado_auxiliar, estado_civil } from "../../db/schema/index";
import { reviewFieldsOf } from "../../lib/review-fields";

/** Auxiliary lawyers matching `where`, with their civil state, as the API answers them. */
export async function selectAbogados(db: Db | Tx, where: SQL | undefined, limit = 1): Promise<Abogado[]> {
  const rows = await db
    .select({ row: abogado_auxiliar, estado_civil: { id: estado_civil.id, nombre: estado_civil.nombre } })
    .from(abogado_auxiliar)
    .innerJoin(estado_civil, eq(estado_civil.id, abogado_auxiliar.estado_civil_id))
    .where(where)
    .orderBy(abogado_auxiliar.id)
    .limit(limit);
  const today = todayInGuatemala();
  return rows.map(({ row, estado_civil }) => ({
    ...row,
    estado_civil,
    edad: ageOn(row.fecha_nacimiento, today),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...reviewFieldsOf(row),
  }));
}
