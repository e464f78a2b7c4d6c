import { and, asc, gt, sql } from "drizzle-orm";
import { ownedBy } from "../../lib/ownership";
import type { Db, Tx } from "../../db/client";
import { persona } from "../../db/schema/index";
import type { PageQuery } from "../../lib/pagination";
import { preparedPerHandle } from "../../lib/prepared";

// One prepared statement for every page (decision 094); the first page reads after id 0.
const pageOfUsuario = preparedPerHandle((db: Db | Tx) =>
  db
    .select({ id: persona.id, usuario_id: persona.usuario_id, juridico_completo: persona.juridico_completo })
    .from(persona)
    .where(and(ownedBy(persona.id, sql.placeholder("userId"), "leer"), gt(persona.id, sql.placeholder("afterId"))))
    .orderBy(asc(persona.id))
    .limit(sql.placeholder("limit"))
    .prepare("personas_de_miembro"),
);

/** One page of the carriers the caller is an active member of, in `id` order (`limit + 1` rows). */
export function listPersonas(db: Db, userId: number, { limit, cursor }: PageQuery) {
  return pageOfUsuario(db).execute({ userId, afterId: cursor?.[0] ?? 0, limit: limit + 1 });
}
