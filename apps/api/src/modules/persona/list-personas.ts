import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { persona } from "../../db/schema/index";

export function listPersonas(db: Db, userId: number) {
  return db
    .select({ id: persona.id, usuario_id: persona.usuario_id, juridico_completo: persona.juridico_completo })
    .from(persona)
    .where(eq(persona.usuario_id, userId))
    .orderBy(asc(persona.id));
}
