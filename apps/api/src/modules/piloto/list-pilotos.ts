import { and, asc, eq, gt, ilike, like, or, type Placeholder, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { piloto } from "../../db/schema/index";
import { type Acting, ownedBy } from "../../lib/ownership";
import type { PageQuery } from "../../lib/pagination";
import { preparedPerHandle } from "../../lib/prepared";
import { selectPilotoRows, toPilotos } from "./piloto-row";

export interface PilotoPageQuery extends PageQuery {
  /** A part of the name, or the start of the NIT or CUI; holds no LIKE wildcard (checked by the query schema). */
  buscar?: string;
}

/** The condition of `?buscar=`: the name (nombre and apellido) contains it, or the NIT or CUI starts with it. */
function matches(t: Record<"nombre" | "apellido" | "nit" | "cui", AnyPgColumn>, buscar: string) {
  return or(ilike(sql`${t.nombre} || ' ' || ${t.apellido}`, `%${buscar}%`), like(t.nit, `${buscar.toUpperCase()}%`), like(t.cui, `${buscar}%`));
}

/**
 * The page's rows: the acting carrier's pilots (`piloto_persona_id_idx` in id order) after `afterId`,
 * under the ownership rule in the same query.
 */
function pageWhere(personaId: number | Placeholder, userId: number | Placeholder, afterId: number | Placeholder, buscar?: string) {
  return and(eq(piloto.persona_id, personaId), ownedBy(piloto.persona_id, userId, "leer"), gt(piloto.id, afterId), buscar === undefined ? undefined : matches(piloto, buscar));
}

// Without `buscar`, the list's one statement is prepared once per handle (decision 094).
const pageOfPilotos = preparedPerHandle((db: Db) =>
  selectPilotoRows(db)
    .where(pageWhere(sql.placeholder("personaId"), sql.placeholder("userId"), sql.placeholder("afterId")))
    .orderBy(asc(piloto.id))
    .limit(sql.placeholder("limit"))
    .prepare("pilotos_de_transportista"),
);

/**
 * One page of the acting carrier's pilots in `id` order (`limit + 1` rows), each wrapped as `{ piloto }`:
 * one carrier's pilots read from `piloto_persona_id_idx` in id order, a page, not 2,000 rows sorted
 * (decision 215). None for an account without a carrier.
 */
export async function listPilotos(db: Db, acting: Acting | null, { limit, cursor, buscar }: PilotoPageQuery) {
  if (!acting) return [];
  const { personaId, userId } = acting;
  const afterId = cursor?.[0] ?? 0;
  const rows =
    buscar === undefined
      ? await pageOfPilotos(db).execute({ personaId, userId, afterId, limit: limit + 1 })
      : await selectPilotoRows(db)
          .where(pageWhere(personaId, userId, afterId, buscar))
          .orderBy(asc(piloto.id))
          .limit(limit + 1);
  return toPilotos(rows).map((p) => ({ piloto: p }));
}
