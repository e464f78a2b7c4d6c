import { and, ilike, like, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { piloto } from "../../db/schema/index";
import { ownedBy } from "../../lib/ownership";
import { afterCursor, type PageQuery } from "../../lib/pagination";
import { selectPilotos } from "./piloto-row";

export interface PilotoPageQuery extends PageQuery {
  /** A part of the name, or the start of the NIT or CUI; holds no LIKE wildcard (checked by the query schema). */
  buscar?: string;
}

/** The condition of `?buscar=`: the name (nombre and apellido) contains it, or the NIT or CUI starts with it. */
function matches(buscar: string) {
  return or(
    ilike(sql`${piloto.nombre} || ' ' || ${piloto.apellido}`, `%${buscar}%`),
    like(piloto.nit, `${buscar.toUpperCase()}%`),
    like(piloto.cui, `${buscar}%`),
  );
}

/** One page of the caller's pilots in `id` order (`limit + 1` rows), each wrapped as `{ piloto }`. */
export async function listPilotos(db: Db, userId: number, { limit, cursor, buscar }: PilotoPageQuery) {
  const where = and(ownedBy(piloto.persona_id, userId), afterCursor(piloto.id, cursor), buscar === undefined ? undefined : matches(buscar));
  const pilotos = await selectPilotos(db, where!, limit + 1);
  return pilotos.map((p) => ({ piloto: p }));
}
