import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { abogado_auxiliar } from "../../db/schema/index";
import { requireOwnPersona } from "../../lib/ownership";
import { selectAbogados } from "./abogado-row";

export async function listAbogados(db: Db, personaId: number, userId: number) {
  await requireOwnPersona(db, personaId, userId);
  return selectAbogados(db, eq(abogado_auxiliar.persona_id, personaId));
}
