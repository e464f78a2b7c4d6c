import { and, eq, like, not } from "drizzle-orm";
import { isValidCui } from "@portal/domain/cui";
import { isValidNit } from "@portal/domain/nit";
import type { PilotoLookupItem } from "@portal/domain/piloto";
import type { Db } from "../../db/client";
import { piloto } from "../../db/schema/index";
import { ownedBy } from "../../lib/ownership";
import { selectPilotos } from "./piloto-row";

const OWN_LIMIT = 20;
const OTHERS_LIMIT = 5;

/**
 * The pilot lookup (decision 030). Among the caller's own pilots: prefix match, full rows. Among
 * other carriers' pilots: only an exact match on a complete, valid NIT or CUI, and only the identity
 * fields — so nobody can enumerate another carrier's drivers or read their contact data.
 * `term` is already normalised and holds only digits (and K for a NIT), so it is safe in LIKE.
 */
export async function searchPilotos(db: Db, userId: number, field: "nit" | "cui", term: string): Promise<PilotoLookupItem[]> {
  const column = piloto[field];
  const mine = ownedBy(piloto.persona_id, userId);
  const own = await selectPilotos(db, and(mine, like(column, `${term}%`))!, OWN_LIMIT);

  const complete = field === "nit" ? isValidNit(term) : isValidCui(term);
  if (!complete) return own.map((p) => ({ ...p, own: true as const }));

  const others = await db
    .selectDistinct({
      nombre: piloto.nombre,
      apellido: piloto.apellido,
      fecha_nacimiento: piloto.fecha_nacimiento,
      nit: piloto.nit,
      cui: piloto.cui,
    })
    .from(piloto)
    .where(and(eq(column, term), not(mine)))
    .limit(OTHERS_LIMIT);
  const known = new Set(own.map((p) => p.cui));
  return [
    ...own.map((p) => ({ ...p, own: true as const })),
    ...others.filter((o) => !known.has(o.cui)).map((o) => ({ own: false as const, ...o })),
  ];
}
