import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { piloto, piloto_emergencia } from "../../db/schema/index";
import { requireOwned } from "../../lib/ownership";
import { afterCursor, type PageQuery } from "../../lib/pagination";
import { emergenciaColumns } from "./emergencia-columns";

/** One page of a pilot's emergency contacts in `id` order (`limit + 1` rows); a foreign pilot answers 404. */
export async function listEmergencias(db: Db, pilotoId: number, userId: number, { limit, cursor }: PageQuery) {
  await requireOwned(db, piloto, pilotoId, userId, "leer");
  return db
    .select(emergenciaColumns)
    .from(piloto_emergencia)
    .where(and(eq(piloto_emergencia.piloto_id, pilotoId), afterCursor(piloto_emergencia.id, cursor)))
    .orderBy(piloto_emergencia.id)
    .limit(limit + 1);
}
