import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { licencia } from "../../db/schema/index";
import { ownedBy, requireOwnPersona } from "../../lib/ownership";
import { selectLicencias } from "./licencia-rows";

/** The licences of one of the caller's personas; a foreign persona answers 404. */
export async function listLicencias(db: Db, personaId: number, userId: number) {
  await requireOwnPersona(db, personaId, userId);
  return selectLicencias(db, and(eq(licencia.persona_id, personaId), ownedBy(licencia.persona_id, userId))!);
}
