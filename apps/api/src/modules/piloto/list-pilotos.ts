import { and, asc, eq, ilike, inArray, like, or, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { persona, piloto } from "../../db/schema/index";
import { ownedBy } from "../../lib/ownership";
import { afterCursor, type PageQuery } from "../../lib/pagination";
import { selectPilotos } from "./piloto-row";

export interface PilotoPageQuery extends PageQuery {
  /** A part of the name, or the start of the NIT or CUI; holds no LIKE wildcard (checked by the query schema). */
  buscar?: string;
}

/** The condition of `?buscar=`: the name (nombre and apellido) contains it, or the NIT or CUI starts with it. */
function matches(t: Record<"nombre" | "apellido" | "nit" | "cui", AnyPgColumn>, buscar: string) {
  return or(ilike(sql`${t.nombre} || ' ' || ${t.apellido}`, `%${buscar}%`), like(t.nit, `${buscar.toUpperCase()}%`), like(t.cui, `${buscar}%`));
}

const pagina = alias(piloto, "pagina");

/**
 * One page of the caller's pilots in `id` order (`limit + 1` rows), each wrapped as `{ piloto }`. The
 * page's ids are read first, for each of the caller's personas from `piloto_persona_id_idx` in id
 * order (at most a page each), then only those rows are read whole: a carrier with 2,000 pilots reads
 * a page, not 2,000 rows sorted (decision 215).
 */
export async function listPilotos(db: Db, userId: number, { limit, cursor, buscar }: PilotoPageQuery) {
  const perPersona = db
    .select({ id: pagina.id })
    .from(pagina)
    .where(and(eq(pagina.persona_id, persona.id), afterCursor(pagina.id, cursor), buscar === undefined ? undefined : matches(pagina, buscar)))
    .orderBy(asc(pagina.id))
    .limit(limit + 1)
    .as("de_persona");
  const ids = db
    .select({ id: perPersona.id })
    .from(persona)
    .crossJoinLateral(perPersona)
    .where(eq(persona.usuario_id, userId))
    .orderBy(asc(perPersona.id))
    .limit(limit + 1);
  const pilotos = await selectPilotos(db, and(ownedBy(piloto.persona_id, userId), inArray(piloto.id, ids))!, limit + 1);
  return pilotos.map((p) => ({ piloto: p }));
}
