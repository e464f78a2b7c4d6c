import { and, eq, like, sql } from "drizzle-orm";
import { isValidCui } from "@portal/domain/cui";
import { isValidNit } from "@portal/domain/nit";
import type { PilotoLookupItem } from "@portal/domain/piloto";
import type { Db } from "../../db/client";
import { piloto } from "../../db/schema/index";
import { type Acting, ownedBy } from "../../lib/ownership";
import { preparedPerHandle } from "../../lib/prepared";
import { selectPilotoRows, toPilotos } from "./piloto-row";

const OWN_LIMIT = 20;
const OTHERS_LIMIT = 5;
type Field = "nit" | "cui";

// The lookup's two statements, prepared once per handle and field (decisions 094 and 217): building
// them with drizzle on every request was a third of the route's CPU.
// The acting carrier's pilots (under the ownership rule in the same query), and the ones not its own.
const mine = and(eq(piloto.persona_id, sql.placeholder("personaId")), ownedBy(piloto.persona_id, sql.placeholder("userId"), "leer"))!;
const ownByPrefix = (field: Field) =>
  preparedPerHandle((db: Db) =>
    selectPilotoRows(db)
      .where(and(mine, like(piloto[field], sql.placeholder("prefix"))))
      .orderBy(piloto.id)
      .limit(OWN_LIMIT)
      .prepare(`pilotos_propios_por_${field}`),
  );
const othersExact = (field: Field) =>
  preparedPerHandle((db: Db) =>
    db
      .selectDistinct({ nombre: piloto.nombre, apellido: piloto.apellido, fecha_nacimiento: piloto.fecha_nacimiento, nit: piloto.nit, cui: piloto.cui })
      .from(piloto)
      .where(and(eq(piloto[field], sql.placeholder("term")), sql`${piloto.persona_id} <> ${sql.placeholder("personaId")}`))
      .limit(OTHERS_LIMIT)
      .prepare(`pilotos_ajenos_por_${field}`),
  );
const STATEMENTS = { nit: { own: ownByPrefix("nit"), others: othersExact("nit") }, cui: { own: ownByPrefix("cui"), others: othersExact("cui") } };

/**
 * The pilot lookup (decision 030). Among the acting carrier's own pilots: prefix match, full rows. Among
 * other carriers' pilots (the caller's other carriers too): only an exact match on a complete, valid NIT or CUI, and only the identity
 * fields — so nobody can enumerate another carrier's drivers or read their contact data.
 * `term` is already normalised and holds only digits (and K for a NIT), so it is safe in LIKE.
 */
export async function searchPilotos(db: Db, acting: Acting | null, field: Field, term: string): Promise<PilotoLookupItem[]> {
  const { personaId, userId } = acting ?? { personaId: 0, userId: 0 };
  const own = acting ? toPilotos(await STATEMENTS[field].own(db).execute({ personaId, userId, prefix: `${term}%` })) : [];

  const complete = field === "nit" ? isValidNit(term) : isValidCui(term);
  if (!complete) return own.map((p) => ({ ...p, own: true as const }));

  const others = await STATEMENTS[field].others(db).execute({ personaId, term });
  const known = new Set(own.map((p) => p.cui));
  return [
    ...own.map((p) => ({ ...p, own: true as const })),
    ...others.filter((o) => !known.has(o.cui)).map((o) => ({ own: false as const, ...o })),
  ];
}
