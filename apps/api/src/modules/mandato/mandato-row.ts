import { eq, type SQL } from "drizzle-orm";
import { ageOn, todayInGuatemala } from "@portal/domain/formats";
import type { Mandato } from "@portal/domain/mandato";
import type { Db, Tx } from "../../db/client";
import { estado_civil, mandato, tipo_poder } from "../../db/schema/index";
import { reviewFieldsOf } from "../../lib/review-fields";

/** Mandatos matching `where`, with their catalogue names, as the API answers them. */
export async function selectMandatos(db: Db | Tx, where: SQL | undefined, limit = 1): Promise<Mandato[]> {
  const rows = await db
    .select({
      row: mandato,
      estado_civil: { id: estado_civil.id, nombre: estado_civil.nombre },
      tipo_poder: { id: tipo_poder.id, nombre: tipo_poder.nombre },
    })
    .from(mandato)
    .innerJoin(estado_civil, eq(estado_civil.id, mandato.estado_civil_id))
    .innerJoin(tipo_poder, eq(tipo_poder.id, mandato.tipo_poder_id))
    .where(where)
    .orderBy(mandato.id)
    .limit(limit);
  const today = todayInGuatemala();
  return rows.map(({ row, ...refs }) => ({
    ...row,
    ...refs,
    edad: ageOn(row.fecha_nacimiento, today),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...reviewFieldsOf(row),
  }));
}
