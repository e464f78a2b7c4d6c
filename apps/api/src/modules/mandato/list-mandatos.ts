import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mandato } from "../../db/schema/index";
import { requireOwnPersona } from "../../lib/ownership";
import { afterCursor, type PageQuery } from "../../lib/pagination";
import { selectMandatos } from "./mandato-row";

/** One page of a persona's mandatarios in `id` order (`limit + 1` rows); a foreign persona answers 404. */
export async function listMandatos(db: Db, personaId: number, userId: number, { limit, cursor }: PageQuery) {
  await requireOwnPersona(db, personaId, userId, "leer");
  return selectMandatos(db, and(eq(mandato.persona_id, personaId), afterCursor(mandato.id, cursor)), limit + 1);
}
