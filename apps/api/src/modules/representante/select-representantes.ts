import { asc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { cargo, pais, representante, tipo_libro } from "../../db/schema/index";
import { reviewedAtText } from "../../lib/review-fields";

const { created_at: _c, updated_at: _u, revisado_en: _r, revision_desde: _s, ...columns } = getTableColumns(representante);

/** The list's order, and its keyset (decision 095): surname, name, id. */
export const representanteOrder = [representante.apellido, representante.nombre, representante.id];

/**
 * Representatives matching `where`, with cargo, nacionalidad (the country's adjective) and tipo_libro
 * nested; at most `limit` in `representanteOrder`.
 */
export function selectRepresentantes(db: Db | Tx, where: SQL, limit = 1) {
  return db
    .select({
      ...columns,
      revisado_en: reviewedAtText(representante.revisado_en),
      cargo: { id: cargo.id, nombre: cargo.nombre },
      nacionalidad: { id: pais.id, nombre: pais.nacionalidad },
      tipo_libro: { id: tipo_libro.id, nombre: tipo_libro.nombre },
    })
    .from(representante)
    .innerJoin(cargo, eq(cargo.id, representante.cargo_id))
    .innerJoin(pais, eq(pais.id, representante.nacionalidad_id))
    .innerJoin(tipo_libro, eq(tipo_libro.id, representante.tipo_libro_id))
    .where(where)
    .orderBy(...representanteOrder.map((column) => asc(column)))
    .limit(limit);
}
