import type { Tarjeta } from "@portal/domain/tarjeta-operacion";
import { asc, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { tarjeta_operacion } from "../../db/schema/index";
import { reviewSelection } from "../../lib/review-fields";

/** Cards matching `where` (which must carry the ownership condition), as answered; at most `limit` in `id` order. */
export async function selectTarjetas(db: Db | Tx, where: SQL, limit = 1): Promise<Tarjeta[]> {
  const rows = await db
    .select({
      id: tarjeta_operacion.id,
      numero: tarjeta_operacion.numero,
      licencia_id: tarjeta_operacion.licencia_id,
      created_at: tarjeta_operacion.created_at,
      ...reviewSelection(tarjeta_operacion),
    })
    .from(tarjeta_operacion)
    .where(where)
    .orderBy(asc(tarjeta_operacion.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
