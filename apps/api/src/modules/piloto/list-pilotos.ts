import { and, asc, eq, gt, ilike, inArray, like, or, type Placeholder, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { persona, piloto } from "../../db/schema/index";
import { ownedBy } from "../../lib/ownership";
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

const pagina = alias(piloto, "pagina");

/** The page's ids: for each of the caller's personas, at most a page of its pilots' ids in id order. */
function pageIds(db: Db, userId: number | Placeholder, afterId: number | Placeholder, limit: number | Placeholder, buscar?: string) {
  const perPersona = db
    .select({ id: pagina.id })
    .from(pagina)
    .where(and(eq(pagina.persona_id, persona.id), gt(pagina.id, afterId), buscar === undefined ? undefined : matches(pagina, buscar)))
    .orderBy(asc(pagina.id))
    .limit(limit)
    .as("de_persona");
  return db.select({ id: perPersona.id }).from(persona).crossJoinLateral(perPersona).where(eq(persona.usuario_id, userId)).orderBy(asc(perPersona.id)).limit(limit);
}

// Without `buscar`, the list's one statement is prepared once per handle (decision 094).
const pageOfPilotos = preparedPerHandle((db: Db) => {
  const [userId, limit] = [sql.placeholder("userId"), sql.placeholder("limit")];
  return selectPilotoRows(db)
    .where(and(ownedBy(piloto.persona_id, userId, "leer"), inArray(piloto.id, pageIds(db, userId, sql.placeholder("afterId"), limit))))
    .orderBy(piloto.id)
    .limit(limit)
    .prepare("pilotos_de_usuario");
});

/**
 * One page of the caller's pilots in `id` order (`limit + 1` rows), each wrapped as `{ piloto }`. The
 * page's ids are read first, for each of the caller's personas from `piloto_persona_id_idx` in id
 * order (at most a page each), then only those rows are read whole: a carrier with 2,000 pilots reads
 * a page, not 2,000 rows sorted (decision 215).
 */
export async function listPilotos(db: Db, userId: number, { limit, cursor, buscar }: PilotoPageQuery) {
  const afterId = cursor?.[0] ?? 0;
  const rows =
    buscar === undefined
      ? await pageOfPilotos(db).execute({ userId, afterId, limit: limit + 1 })
      : await selectPilotoRows(db)
          .where(and(ownedBy(piloto.persona_id, userId, "leer"), inArray(piloto.id, pageIds(db, userId, afterId, limit + 1, buscar))))
          .orderBy(piloto.id)
          .limit(limit + 1);
  return toPilotos(rows).map((p) => ({ piloto: p }));
}
