import { count } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { vehiculo_desactivado_migracion } from "../../db/schema/index";

/**
 * Warns at start while the migration to one-active-vehicle-per-plate has left vehicles it deactivated
 * unreviewed (docs/decisions/070): an operator contacts their carriers, then empties the table.
 */
export async function reportPlateDeactivations(db: Db, log: FastifyBaseLogger): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vehiculo_desactivado_migracion);
  const n = Number(row.n);
  if (n > 0) {
    log.warn(
      { vehiculos_desactivados: n, tabla: "vehiculo_desactivado_migracion" },
      "vehicles deactivated by migration 0003 because another active vehicle held the same plate; review them with their carriers, then delete the rows",
    );
  }
  return n;
}
