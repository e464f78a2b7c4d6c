import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { abogado_auxiliar } from "../../db/schema/index";
import { requireOwnPersona } from "../../lib/ownership";
import { afterCursor, type PageQuery } from "../../lib/pagination";
import { selectAbogados } from "./abogado-row";

/** One page of a persona's lawyers in `id` order (`limit + 1` rows); a foreign persona answers 404. */
export async function listAbogados(db: Db, personaId: number, userId: number, { limit, cursor }: PageQuery) {
  await requireOwnPersona(db, personaId, userId, "leer");
  return selectAbogados(db, and(eq(abogado_auxiliar.persona_id, personaId), afterCursor(abogado_auxiliar.id, cursor)), limit + 1);
}
