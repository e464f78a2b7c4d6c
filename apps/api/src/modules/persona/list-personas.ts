import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { persona } from "../../db/schema/index";
import { afterCursor, type PageQuery } from "../../lib/pagination";

/** One page of the caller's personas in `id` order (`limit + 1` rows; an account holds one persona today). */
export function listPersonas(db: Db, userId: number, { limit, cursor }: PageQuery) {
  return db
    .select({ id: persona.id, usuario_id: persona.usuario_id, juridico_completo: persona.juridico_completo })
    .from(persona)
    .where(and(eq(persona.usuario_id, userId), afterCursor(persona.id, cursor)))
    .orderBy(asc(persona.id))
    .limit(limit + 1);
}
