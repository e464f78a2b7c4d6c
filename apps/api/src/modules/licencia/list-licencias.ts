import type { Db } from "../../db/client";
import { requireOwnPersona } from "../../lib/ownership";
import type { PageQuery } from "../../lib/pagination";
import { selectLicenciasOfPersona } from "./licencia-rows";

/** One page of the licences of one of the caller's personas (`limit + 1` rows); a foreign persona answers 404. */
export async function listLicencias(db: Db, personaId: number, userId: number, { limit, cursor }: PageQuery) {
  // One prepared statement for every page (decision 094); the first page reads after id 0.
  const rows = await selectLicenciasOfPersona(db, { personaId, userId, afterId: cursor?.[0] ?? 0, limit: limit + 1 });
  // The read carries the ownership condition: only an empty page needs to tell a foreign persona (404) apart.
  if (rows.length === 0) await requireOwnPersona(db, personaId, userId, "leer");
  return rows;
}
