import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { licencia } from "../../db/schema/index";
import { ownedBy, requireOwnPersona } from "../../lib/ownership";
import { afterCursor, type PageQuery } from "../../lib/pagination";
import { selectLicencias } from "./licencia-rows";

/** One page of the licences of one of the caller's personas (`limit + 1` rows); a foreign persona answers 404. */
export async function listLicencias(db: Db, personaId: number, userId: number, { limit, cursor }: PageQuery) {
  await requireOwnPersona(db, personaId, userId);
  const where = and(eq(licencia.persona_id, personaId), ownedBy(licencia.persona_id, userId), afterCursor(licencia.id, cursor));
  return selectLicencias(db, where!, limit + 1);
}
