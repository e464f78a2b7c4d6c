import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { juridico, representante } from "../../db/schema/index";
import { requireOwned } from "../../lib/ownership";
import { afterCursor } from "../../lib/pagination";
import { representanteOrder, selectRepresentantes } from "./select-representantes";

/** The cursor of this list: the last row's [apellido, nombre, id]. */
export const representanteKey = (row: { apellido: string; nombre: string; id: number }) => [row.apellido, row.nombre, row.id];

/**
 * One page of the representatives of one of the caller's legal entities, by surname, name and id
 * (`limit + 1` rows); 404 when the entity is not the caller's.
 */
export async function listRepresentantes(db: Db, juridicoId: number, userId: number, { limit, cursor }: { limit: number; cursor?: Array<string | number> }) {
  const entity = await requireOwned(db, juridico, juridicoId, userId, "leer");
  return selectRepresentantes(db, and(eq(representante.juridico_id, entity.id), afterCursor(representanteOrder, cursor))!, limit + 1);
}
