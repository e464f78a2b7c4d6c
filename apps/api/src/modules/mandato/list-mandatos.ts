import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mandato } from "../../db/schema/index";
import { requireOwnPersona } from "../../lib/ownership";
import { selectMandatos } from "./mandato-row";

export async function listMandatos(db: Db, personaId: number, userId: number) {
  await requireOwnPersona(db, personaId, userId);
  return selectMandatos(db, eq(mandato.persona_id, personaId));
}
